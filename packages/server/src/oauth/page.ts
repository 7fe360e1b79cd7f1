/** The authorization pages: sign in (when no session), consent, and a refusal that cannot go back to the client. */

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f5f5f7;color:#1d1d1f;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem}
input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #888;border-radius:4px}
button{font:inherit;padding:.5rem 1rem;border-radius:4px;border:1px solid #1565c0;margin:1rem .5rem 0 0;cursor:pointer}
.primary{background:#1565c0;color:#fff}.secondary{background:#fff;color:#1565c0}
.error{color:#b71c1c}ul{padding-left:1.2rem}code{word-break:break-all}`;

function page(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');

export type PageLanguage = 'en' | 'ru';

const WORDS = {
  en: {
    signInTitle: 'Sign in to connect',
    signInAsks: (client: string) => `${client} asks to act as you on this site. Sign in first.`,
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    consentTitle: (client: string) => `Allow ${client}?`,
    consentAsks: (client: string, who: string) =>
      `<b>${client}</b> asks to act as <b>${who}</b> through this site's MCP server. It may:`,
    consentToken: (uri: string) =>
      `It gets an API token of yours, listed with your tokens in the admin, where you can revoke it. You will be sent back to <code>${uri}</code>.`,
    allow: 'Allow',
    deny: 'Deny',
    errorTitle: 'This connection cannot be made',
    scopes: {
      read: 'read the records you may read',
      write: 'create, change and delete records (staged in a release for review unless it may publish)',
      publish: 'publish releases and write live',
    } as Record<string, string>,
  },
  ru: {
    signInTitle: 'Войдите, чтобы подключить',
    signInAsks: (client: string) => `${client} просит действовать на сайте от вашего имени. Сначала войдите.`,
    email: 'Почта',
    password: 'Пароль',
    signIn: 'Войти',
    consentTitle: (client: string) => `Разрешить ${client}?`,
    consentAsks: (client: string, who: string) =>
      `<b>${client}</b> просит действовать от имени <b>${who}</b> через MCP-сервер сайта. Ему будет можно:`,
    consentToken: (uri: string) =>
      `Он получит ваш API-токен; токен виден среди ваших токенов в админке, там его можно отозвать. Затем вы вернётесь на <code>${uri}</code>.`,
    allow: 'Разрешить',
    deny: 'Отказать',
    errorTitle: 'Подключение невозможно',
    scopes: {
      read: 'читать записи, которые можно читать вам',
      write: 'создавать, менять и удалять записи (в релиз на проверку, если нет права публикации)',
      publish: 'публиковать релизы и менять сразу на сайте',
    } as Record<string, string>,
  },
};

export function signInPage(input: {
  language: PageLanguage;
  action: string;
  fields: Record<string, string>;
  client: string;
  error?: string;
}) {
  const w = WORDS[input.language];
  return page(
    input.language,
    w.signInTitle,
    `<p>${escape(w.signInAsks(input.client))}</p>` +
      (input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : '') +
      `<form method="post" action="${escape(input.action)}">${hidden({ ...input.fields, step: 'sign-in' })}` +
      `<label for="login">${w.email}</label><input id="login" name="login" type="email" autocomplete="username" required>` +
      `<label for="password">${w.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<button class="primary" type="submit">${w.signIn}</button></form>`,
  );
}

export function consentPage(input: {
  language: PageLanguage;
  action: string;
  fields: Record<string, string>;
  client: string;
  redirectUri: string;
  who: string;
  scopes: string[];
}) {
  const w = WORDS[input.language];
  const scopes = input.scopes.map((scope) => `<li><b>${escape(scope)}</b>: ${escape(w.scopes[scope] ?? scope)}</li>`);
  return page(
    input.language,
    w.consentTitle(input.client),
    `<p>${w.consentAsks(escape(input.client), escape(input.who))}</p>` +
      `<ul>${scopes.join('')}</ul>` +
      `<p>${w.consentToken(escape(input.redirectUri))}</p>` +
      `<form method="post" action="${escape(input.action)}">${hidden({ ...input.fields, step: 'consent' })}` +
      `<button class="primary" type="submit" name="decision" value="allow">${w.allow}</button>` +
      `<button class="secondary" type="submit" name="decision" value="deny">${w.deny}</button></form>`,
  );
}

export function errorPage(language: PageLanguage, message: string) {
  return page(language, WORDS[language].errorTitle, `<p class="error" role="alert">${escape(message)}</p>`);
}
