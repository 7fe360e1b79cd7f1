/**
 * CRM: a widget lists its forms; a form shows its inputs (by input variant and type) and sends a request to
 * `POST /api/crm/forms/{id}/requests` (a plain HTML form without JavaScript, a fetch with it).
 */
import { useId, useState, type FormEvent } from 'react';
import { failureText, shownFailure } from '../api/errors.ts';
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { ErrorBox } from '../ui/error-box.tsx';
import { children, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';
import { useEnabledByScript } from '../ui/hydrated.ts';
import { useLive } from '../ui/island.ts';
import { useSite } from '../ui/site-context.tsx';
import { toastError, toastSuccess } from '../ui/toast.ts';
import { useShopWords } from '../shop/words.ts';
import { ConsentCheckbox } from '../ui/consent.tsx';

const CONTROL =
  'mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-red-800';
const TYPE_ATTRIBUTE: Record<string, string> = {
  default: 'text',
  text: 'text',
  email: 'email',
  tel: 'tel',
  number: 'number',
};

/** A form's fields are hydrated with it (what is typed goes to React); one shown alone too. */
function Field({ node, control }: { node: PageNode; control: 'input' | 'textarea' | 'number' | 'by-type' }) {
  const { words } = useSite();
  useLive();
  const id = useId();
  const type = text(node, 'type') || 'default';
  const label = text(node, 'label') || text(node, 'title') || text(node, 'slug');
  const common = {
    id,
    name: text(node, 'slug'),
    required: node.isRequired === true,
    placeholder: text(node, 'placeholder') || undefined,
  };
  let element;
  if (control === 'textarea') element = <textarea {...common} rows={5} className={CONTROL} />;
  else if (control === 'number') element = <input {...common} type="number" className={CONTROL} />;
  else if (type === 'checkbox')
    return (
      <label className="flex items-center gap-2 text-stone-800">
        <input {...common} type="checkbox" value="true" className="h-4 w-4 accent-red-800" />
        {label}
      </label>
    );
  else if (control === 'input' && type === 'textarea') element = <textarea {...common} rows={5} className={CONTROL} />;
  else if (TYPE_ATTRIBUTE[type]) element = <input {...common} type={TYPE_ATTRIBUTE[type]} className={CONTROL} />;
  else return <p className="text-sm text-red-700">{words.unknownInput}</p>;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
        {common.required && <span aria-hidden="true"> *</span>}
      </label>
      {element}
    </div>
  );
}

/**
 * A select input (the original's `select-option-default`): its options (`options`, each a value `slug` and a
 * `title`, through crm/inputs-to-options) as a native select, keyboard-usable as is. Without options it is a
 * plain text field, so the form can still be sent.
 */
function SelectField({ node }: { node: PageNode }) {
  const { words } = useSite();
  useLive();
  const id = useId();
  const options = children(node, 'options').filter((option) => text(option, 'slug'));
  if (!options.length) return <Field node={{ ...node, type: 'text' }} control="input" />;
  const label = text(node, 'label') || text(node, 'title') || text(node, 'slug');
  const required = node.isRequired === true;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select id={id} name={text(node, 'slug')} required={required} defaultValue="" className={CONTROL}>
        <option value="" disabled={required}>
          {text(node, 'placeholder') || words.selectOption}
        </option>
        {options.map((option) => (
          <option key={option.id} value={text(option, 'slug')}>
            {text(option, 'title') || text(option, 'slug')}
          </option>
        ))}
      </select>
    </div>
  );
}

function FormView({ form }: { form: PageNode }) {
  const { words, language } = useSite();
  const { w } = useShopWords();
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'sent' | 'error'; message?: string }>({
    status: 'idle',
  });
  // As SubmitButton: before any script the browser would post the form itself and show the API's JSON answer.
  const enabledByScript = useEnabledByScript(state.status === 'pending');
  const action = `/api/crm/forms/${form.id}/requests?language=${language}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ status: 'pending' });
    const body = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>);
    try {
      const response = await fetch(action, { method: 'POST', body });
      if (response.ok) {
        toastSuccess(w.formSubmittedSuccessfully);
        return setState({ status: 'sent' });
      }
      const { message } = (await response.json().catch(() => ({}))) as { message?: string };
      const refusal = new Error(message);
      toastError(refusal, response.status);
      setState({ status: 'error', message: shownFailure(refusal, words, language, response.status) });
    } catch (error) {
      // No answer at all: the page's own sentence, not the browser's English "Failed to fetch".
      console.error(error);
      setState({ status: 'error', message: failureText(error, words) });
    }
  };
  if (state.status === 'sent')
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
        {w.formSubmittedSuccessfully}
      </p>
    );
  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      {text(form, 'title') && <h3 className="font-serif text-2xl text-stone-900">{text(form, 'title')}</h3>}
      <RenderAll entity="crm/inputs" nodes={children(form, 'inputs')} />
      <ConsentCheckbox withLanguage />
      {state.status === 'error' && <ErrorBox message={state.message} />}
      <button
        type="submit"
        {...enabledByScript}
        className={`${buttonClass('primary')} disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {state.status === 'pending' ? words.sending : words.submit}
      </button>
    </form>
  );
}

function FormList({ node }: VariantProps) {
  return (
    <Section node={node} className="bg-stone-50" inner="max-w-3xl">
      <Heading node={node} />
      <div className="space-y-8">
        {children(node, 'forms').map((form) => (
          <FormView key={form.id} form={form} />
        ))}
      </div>
    </Section>
  );
}

export const crmVariants: Record<string, VariantTable> = {
  'crm/widgets': {
    default: ({ node }) => (
      <Section node={node}>
        <Heading node={node} />
      </Section>
    ),
    'form-list-default': FormList,
  },
  'crm/inputs': {
    default: ({ node }) => <Field node={node} control="by-type" />,
    'text-default': ({ node }) => <Field node={node} control="input" />,
    'textarea-default': ({ node }) => <Field node={node} control="textarea" />,
    'number-default': ({ node }) => <Field node={node} control="number" />,
    'select-option-default': SelectField,
  },
};
