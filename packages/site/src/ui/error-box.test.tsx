import { describe, expect, it } from 'vitest';
import { renderInSite } from '../test-render.tsx';
import { ErrorBox } from './error-box.tsx';

describe('the error box', () => {
  it("shows the error's message in the dashed red box", async () => {
    const html = await renderInSite(<ErrorBox message="Cannot read the slides" />);
    expect(html).toMatch(/<div role="alert" data-error-box="true" class="[^"]*border-dashed border-red-600[^"]*">/);
    expect(html).toContain('Cannot read the slides');
  });

  it("falls back to 'Oh no! Something went wrong...' in the page's language", async () => {
    expect(await renderInSite(<ErrorBox />)).toContain('Oh no! Something went wrong...');
    expect(await renderInSite(<ErrorBox message="" />, 'ru')).toContain('Ой! Что-то пошло не так...');
  });
});
