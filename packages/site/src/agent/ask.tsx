/**
 * The "ask" widget (`agent/widgets`, variant `ask-default`): a visitor's questions answered by the site's assistant
 * (`agent.ask`) in the page's language, each answer with its sources as links under it. "Talk to a person" at any time
 * (and by itself when the assistant hands over) sends the conversation, with an e-mail for the answer and the consent,
 * through the hand-over form to the operators' inbox. With the assistant off it is that form alone. Loaded only on a
 * page that places it.
 */
import type { AskAnswer } from '@symbol/contracts';
import { HAND_OVER_FORM_SLUG, HAND_OVER_INPUTS } from '@symbol/contracts/constants';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { trpc } from '../api/client.ts';
import type { VariantProps } from '../registry/registry.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { ConsentCheckbox } from '../ui/consent.tsx';
import { ErrorBox } from '../ui/error-box.tsx';
import { useSite } from '../ui/site-context.tsx';
import { Link } from '@tanstack/react-router';
import { useAskWords } from './words.ts';
import { AWAITS_APP } from '../ui/hydrated-marks.ts';

type Turn = { from: 'visitor'; text: string } | ({ from: 'assistant' } & AskAnswer);

const CONTROL =
  'mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-red-800';

export function AskWidget(_: VariantProps) {
  const words = useAskWords();
  const status = trpc.agent.status.useQuery(undefined, { staleTime: 60_000 });
  const [turns, setTurns] = useState<Turn[]>([]);
  const [handingOver, setHandingOver] = useState(false);
  // Asked for in the browser (the server's page says it is asking): the page starts its app at once (boot.ts).
  if (status.isPending)
    return (
      <p className="text-stone-600" {...{ [AWAITS_APP]: '' }}>
        {words.asking}
      </p>
    );
  const enabled = status.data?.enabled === true;
  if (!enabled || handingOver)
    return (
      <HandOver
        turns={turns}
        lead={enabled ? words.handOverLead : words.off}
        onCancel={enabled ? () => setHandingOver(false) : undefined}
      />
    );
  return <Conversation turns={turns} setTurns={setTurns} onTalkToPerson={() => setHandingOver(true)} />;
}

function Conversation({
  turns,
  setTurns,
  onTalkToPerson,
}: {
  turns: Turn[];
  setTurns: (update: (turns: Turn[]) => Turn[]) => void;
  onTalkToPerson: () => void;
}) {
  const words = useAskWords();
  const { language } = useSite();
  const id = useId();
  const [question, setQuestion] = useState('');
  const ask = trpc.agent.ask.useMutation();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [turns.length]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (text.length < 2 || ask.isPending) return;
    setTurns((all) => [...all, { from: 'visitor', text }]);
    setQuestion('');
    ask.mutate(
      { question: text, language: language === 'ru' ? 'ru' : 'en' },
      { onSuccess: (answer) => setTurns((all) => [...all, { from: 'assistant', ...answer }]) },
    );
  };
  const last = turns[turns.length - 1];
  return (
    <div className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <p className="text-stone-700">{words.intro}</p>
      {turns.length > 0 && (
        <ol aria-label={words.assistant} aria-live="polite" className="space-y-3">
          {turns.map((turn, index) => (
            <li
              key={index}
              ref={index === turns.length - 1 ? end : undefined}
              className={
                turn.from === 'visitor'
                  ? 'ml-8 rounded-lg bg-red-50 p-3 text-stone-900'
                  : 'mr-8 rounded-lg bg-stone-100 p-3 text-stone-900'
              }
            >
              <p className="text-xs font-semibold text-stone-600">
                {turn.from === 'visitor' ? words.you : words.assistant}
              </p>
              <p className="mt-1 whitespace-pre-line">{turn.from === 'visitor' ? turn.text : turn.answer}</p>
              {turn.from === 'assistant' && turn.sources.length > 0 && (
                <div className="mt-2 text-sm">
                  <p className="font-medium text-stone-700">{words.sources}</p>
                  <ul className="list-disc pl-5">
                    {turn.sources.map((source) => (
                      <li key={`${source.title} ${source.url}`}>
                        <SourceLink source={source} />
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {turn.from === 'assistant' && turn.actions.length > 0 && (
                <ul aria-label={words.nextSteps} className="mt-3 flex flex-wrap gap-2">
                  {turn.actions.map((action) => (
                    <li key={action.kind}>
                      <ActionLink action={action} />
                      {action.detail && <p className="mt-1 text-sm text-stone-600">{action.detail}</p>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {ask.isPending && (
            <li role="status" className="mr-8 rounded-lg bg-stone-100 p-3 text-stone-600">
              {words.asking}
            </li>
          )}
        </ol>
      )}
      {ask.error && <ErrorBox message={ask.error.data?.httpStatus === 429 ? undefined : words.failed} />}
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          {words.question}
        </label>
        <textarea
          id={id}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          rows={2}
          maxLength={1000}
          placeholder={words.placeholder}
          className={CONTROL}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={ask.isPending} className={buttonClass('primary')}>
            {words.ask}
          </button>
          <button
            type="button"
            onClick={onTalkToPerson}
            className={
              last?.from === 'assistant' && last.handedOver ? buttonClass('primary') : buttonClass('secondary')
            }
          >
            {words.talkToPerson}
          </button>
        </div>
      </form>
    </div>
  );
}

const LINK = 'text-red-800 underline underline-offset-2';

/** A source's address carries its language already (`/en/projects/x`), or is another site's (https). */
function SourceLink({ source }: { source: AskAnswer['sources'][number] }) {
  if (!source.url) return <>{source.title}</>;
  if (source.url.startsWith('/'))
    return (
      <Link to={source.url} className={LINK}>
        {source.title}
      </Link>
    );
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className={LINK}>
      {source.title}
    </a>
  );
}

/** A next step's link: a site address, its query (a search's `q`) passed as the router's search. */
function ActionLink({ action }: { action: AskAnswer['actions'][number] }) {
  const [path = '/', query] = action.url.split('?', 2);
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  const target = { to: path, search } as unknown as { to: string };
  return (
    <Link {...target} className={buttonClass(action.kind === 'donation-form' ? 'primary' : 'outline', 'sm')}>
      {action.title}
    </Link>
  );
}

/** The conversation as the operator reads it in the inbox. */
function transcript(turns: Turn[], you: string, assistant: string): string {
  return turns
    .map((turn) =>
      turn.from === 'visitor'
        ? `${you}: ${turn.text}`
        : `${assistant}: ${turn.answer}${turn.sources.length ? `\n  (${turn.sources.map((s) => s.url ?? s.title).join(', ')})` : ''}`,
    )
    .join('\n\n');
}

function HandOver({ turns, lead, onCancel }: { turns: Turn[]; lead: string; onCancel?: () => void }) {
  const words = useAskWords();
  const { language } = useSite();
  const emailId = useId();
  const questionId = useId();
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | 'error'>('idle');
  const form = trpc.crm.forms.list.useQuery({
    filters: { and: [{ column: 'slug', method: 'eq', value: HAND_OVER_FORM_SLUG }] },
  });
  const formId = form.data?.[0]?.id;
  const said = transcript(turns, words.you, words.assistant);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!formId) return setState('error');
    const values = new FormData(event.currentTarget);
    const question = String(values.get('question') ?? '').trim();
    setState('pending');
    const conversation = [said, question && `${words.you}: ${question}`].filter(Boolean).join('\n\n');
    const response = await fetch(`/api/crm/forms/${formId}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          [HAND_OVER_INPUTS.email]: values.get('email'),
          [HAND_OVER_INPUTS.conversation]: conversation,
          consent: values.get('consent') === 'true',
          language,
        },
      }),
    }).catch(() => undefined);
    setState(response?.ok ? 'sent' : 'error');
  };
  if (state === 'sent')
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
        {words.sent}
      </p>
    );
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h3 className="font-serif text-xl text-stone-900">{words.handOverTitle}</h3>
      <p className="text-stone-700">{lead}</p>
      {said && (
        <pre className="max-h-48 overflow-auto rounded-md bg-stone-100 p-3 font-sans text-sm whitespace-pre-wrap text-stone-800">
          {said}
        </pre>
      )}
      <div>
        <label htmlFor={questionId} className="text-sm font-medium text-stone-700">
          {words.question}
          {!said && <span aria-hidden="true"> *</span>}
        </label>
        <textarea id={questionId} name="question" required={!said} rows={3} maxLength={4000} className={CONTROL} />
      </div>
      <div>
        <label htmlFor={emailId} className="text-sm font-medium text-stone-700">
          {words.email}
          <span aria-hidden="true"> *</span>
        </label>
        <input id={emailId} name="email" type="email" required autoComplete="email" className={CONTROL} />
      </div>
      <ConsentCheckbox />
      {state === 'error' && <ErrorBox message={words.failed} />}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={state === 'pending' || !formId} className={buttonClass('primary')}>
          {state === 'pending' ? words.sending : words.send}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
            {words.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
