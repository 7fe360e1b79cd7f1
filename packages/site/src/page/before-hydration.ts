/**
 * What a visitor does before the app has hydrated the server's page (boot.ts starts the app; main.tsx hydrates).
 * The page is shown and scrolls from the first byte, but its buttons are plain HTML until React takes them: a
 * press, a form sent or a field filled meanwhile would be lost (or post the form the browser's way). So until
 * hydration a press on a control and a form sent are held, and replayed once React listens; what was typed or
 * ticked is handed to React as if typed then. Links and native fields keep the browser's own behaviour: a link
 * clicked early loads its page from the server, as any link does.
 */

/** What React gives behaviour to and the browser does not: a press on these waits for the app. */
const CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"], [role="checkbox"]';

/** The visitor's first moves: any of them starts the app when it waits for one (boot.ts). */
const FIRST_MOVES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** Until every held press is made: then React has the page and the browser's events go to it. */
let holding = true;
/** The element React hydrates: presses elsewhere (a vendor's banner, a script's own button) are not its. */
let appRoot: Element | null = null;
/** A held press being made now: its own click (or submit) passes. */
let replaying = false;
const held: HTMLElement[] = [];
/**
 * Starts the app when it waits for the visitor's first move (onFirstMove). A press held is one too: a screen
 * reader's activation (NVDA's browse mode, TalkBack) sends the click alone, with no pointer, key or focus before it.
 */
let firstMove: (() => void) | undefined;
/** Each field's last value (or ticked state) typed or chosen while holding, in the order first touched. */
const typed = new Map<Field, string | boolean>();

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function recordField(event: Event) {
  const field = event.target;
  if (!appRoot?.contains(field as Node)) return;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    typed.set(field, checkable(field) ? field.checked : field.value);
}

function holdPress(event: Event) {
  if (!holding || replaying) return;
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control || !appRoot?.contains(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(control);
  firstMove?.();
}

function holdSubmit(event: Event) {
  if (!holding || replaying || !(event.target instanceof HTMLFormElement) || !appRoot?.contains(event.target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(event.target);
  firstMove?.();
}

/** From the page's first script on: presses and forms sent in `root` wait for hydration. */
export function holdInputUntilHydrated(root: Element | null): void {
  appRoot = root;
  addEventListener('click', holdPress, true);
  addEventListener('submit', holdSubmit, true);
  addEventListener('input', recordField, true);
  addEventListener('change', recordField, true);
}

/** The app did not start (its code failed to load or to run): the page goes on as the browser's, nothing held. */
export function stopHolding(): void {
  holding = false;
  held.length = 0;
  typed.clear();
  removeEventListener('click', holdPress, true);
  removeEventListener('submit', holdSubmit, true);
  removeEventListener('input', recordField, true);
  removeEventListener('change', recordField, true);
}

/**
 * Runs `start` on the visitor's first move on the page (a touch, a pointer moved, a key, a field focused, a press
 * held).
 */
export function onFirstMove(start: () => void): void {
  const begin = () => {
    for (const type of FIRST_MOVES) removeEventListener(type, begin, true);
    firstMove = undefined;
    start();
  };
  firstMove = begin;
  for (const type of FIRST_MOVES) addEventListener(type, begin, { capture: true, passive: true });
}

/** The prototype's `value` setter: React's value tracker (on the element itself) does not see it. */
function setNativeValue(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
}

/**
 * Hands React what was typed, ticked or chosen before it took the field (recorded as it happened: a render of the
 * app may have put the server's value back since): the field is set, through React's own setter, to another value
 * (its tracker learns it), then to the visitor's through the prototype, and the event React listens to is sent,
 * so the component's state takes the visitor's value.
 */
function handOverFields() {
  const fields = [...typed];
  typed.clear();
  for (const [field, value] of fields) {
    if (!field.isConnected || !tookOver(field)) continue;
    if (checkable(field)) {
      if (field.type === 'radio' && !value) continue; // unticked by ticking another: that one is handed over
      field.checked = !value;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      setNativeValue(field, value as string);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const other = value === '' ? field.defaultValue : '';
      if (other === value) continue;
      field.value = other;
      setNativeValue(field, value as string);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * Whether React has taken the element: it keeps its props on each. It sets them in the render that hydrates the
 * element, before that render is committed (an event sent then is lost), so this is asked once the page's content is
 * committed (ui/page-committed.ts), of the parts drawn in the browser after it.
 */
export const tookOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
/** How long a held press waits for its part to be hydrated; past it, it is dropped (its part never came). */
const TAKE_OVER_MS = 10_000;

async function whenTakenOver(elements: Element[]): Promise<void> {
  const deadline = performance.now() + TAKE_OVER_MS;
  while (elements.some((element) => element.isConnected && !tookOver(element)) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 16));
}

/**
 * Called once React has committed the page's content: once it has taken every field and control of the page (a part
 * drawn in the browser only comes after), the fields typed in, then the presses and forms held, in order.
 */
export async function replayHeldInput(): Promise<void> {
  await whenTakenOver([...(appRoot?.querySelectorAll(`input, textarea, select, ${CONTROLS}`) ?? [])]);
  handOverFields();
  while (held.length) {
    const target = held[0]!;
    await whenTakenOver([target]);
    held.shift();
    if (!target.isConnected || !tookOver(target)) continue;
    replaying = true;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
    replaying = false;
  }
  stopHolding();
}
