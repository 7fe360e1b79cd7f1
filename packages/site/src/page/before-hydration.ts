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
/** A held press being made now: its own click (or submit) passes. */
let replaying = false;
const held: HTMLElement[] = [];

function holdPress(event: Event) {
  if (!holding || replaying) return;
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(control);
}

function holdSubmit(event: Event) {
  if (!holding || replaying || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(event.target);
}

/** From the page's first script on: presses and forms sent wait for hydration. */
export function holdInputUntilHydrated(): void {
  addEventListener('click', holdPress, true);
  addEventListener('submit', holdSubmit, true);
}

/** Runs `start` on the visitor's first move on the page (a touch, a pointer moved, a key, a field focused). */
export function onFirstMove(start: () => void): void {
  const begin = () => {
    for (const type of FIRST_MOVES) removeEventListener(type, begin, true);
    start();
  };
  for (const type of FIRST_MOVES) addEventListener(type, begin, { capture: true, passive: true });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The prototype's `value` setter: React's value tracker (on the element itself) does not see it. */
function setNativeValue(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
}

/**
 * Hands React what was typed, ticked or chosen before it hydrated: the field is put back to the server's value
 * through React's own setter (its tracker learns it), then set to the visitor's through the prototype and the
 * event React listens to is sent, so the component's state takes the visitor's value.
 */
function handOverFields(fields: Field[]) {
  for (const field of fields) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      field.checked = !field.checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      const chosen = field.value;
      if (!initial || chosen === initial.value) continue;
      field.value = initial.value;
      setNativeValue(field, chosen);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      if (field instanceof HTMLInputElement && /^(hidden|file|submit|button|reset|image)$/.test(field.type)) continue;
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      field.value = field.defaultValue;
      setNativeValue(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * Whether React has hydrated the element: it keeps its props on each element it has taken. React commits the page's
 * shell first and its Suspense parts after, so a press on a part not taken yet would be lost again.
 */
const tookOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
/** How long a held press waits for its part to be hydrated; past it, it is dropped (its part never came). */
const TAKE_OVER_MS = 10_000;

async function whenTakenOver(elements: Element[]): Promise<void> {
  const deadline = performance.now() + TAKE_OVER_MS;
  while (elements.some((element) => element.isConnected && !tookOver(element)) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 16));
}

/** Called once React has committed `root`: the fields typed in, then the presses and forms held, in order. */
export async function replayHeldInput(root: ParentNode): Promise<void> {
  const fields = [...root.querySelectorAll<Field>('input, textarea, select')];
  await whenTakenOver(fields);
  handOverFields(fields);
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
  holding = false;
  removeEventListener('click', holdPress, true);
  removeEventListener('submit', holdSubmit, true);
}
