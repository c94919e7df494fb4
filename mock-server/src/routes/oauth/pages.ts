import type { Language } from '@crm/domain';
import { say, words, type MessageId, type Said } from '../../i18n/messages.js';
import { PERSONAS } from '../../personas.js';

// No inline script or style, so a strict CSP holds.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/oauth/assets/favicon.svg">
<link rel="stylesheet" href="/oauth/assets/login.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export function errorPage(language: Language, problem: Said): string {
  const text = (id: MessageId) => escapeHtml(words(language, say(id)));
  return layout(
    language,
    words(language, say('signIn.rejected')),
    `<h1>${text('signIn.rejected')}</h1>
<p class="error" role="alert">${escapeHtml(words(language, problem))}</p>
<p>${text('signIn.rejectedText')}</p>`,
  );
}

function withHtml(language: Language, said: Said, name: string, html: string): string {
  const marker = '\u0000';
  return words(language, say(said.id, { ...said.values, [name]: marker }))
    .split(marker)
    .map(escapeHtml)
    .join(html);
}

export function signInPage(language: Language, params: Record<string, string>): string {
  const text = (id: MessageId) => escapeHtml(words(language, say(id)));
  const none = words(language, say('words.none'));
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  // The accessible name starts with the button's first visible line (WCAG 2.5.3, label in name).
  const personas = PERSONAS.map((persona) => {
    const apps = persona.user.applications.length ? persona.user.applications.join(', ') : none;
    const modules = persona.user.modules.length ? persona.user.modules.join(', ') : none;
    const id = `persona-${escapeHtml(persona.username)}`;
    const username = `<span class="username">${escapeHtml(persona.username)}</span>`;
    return `<li>
<button type="submit" name="username" value="${escapeHtml(persona.username)}" aria-labelledby="${id}-action ${id}-name" aria-describedby="${id}-description ${id}-apps ${id}-modules">
<span class="action" id="${id}-action">${withHtml(language, say('signIn.as'), 'username', username)}</span>
<span class="name" id="${id}-name">${escapeHtml(persona.user.display_name)}</span>
<span class="description" id="${id}-description">${escapeHtml(words(language, persona.description))}</span>
<span class="detail" id="${id}-apps">${escapeHtml(words(language, say('signIn.applications', { list: apps })))}</span>
<span class="detail" id="${id}-modules">${escapeHtml(words(language, say('signIn.modules', { list: modules })))}</span>
</button>
</li>`;
  }).join('\n');
  return layout(
    language,
    words(language, say('signIn.title')),
    `<h1>${text('signIn.heading')}</h1>
<p>${text('signIn.intro')}</p>
<form method="post" action="/oauth/authorize">
${hidden}
<ul class="personas">
${personas}
</ul>
</form>`,
  );
}

export const LOGIN_CSS = `
:root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f3f4f6; }
body { margin: 0; padding: 2rem 1rem; }
.card { max-width: 40rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 3px rgba(0,0,0,.1); }
h1 { margin-top: 0; font-size: 1.5rem; }
.error { color: #b91c1c; font-weight: 600; }
.personas { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; }
.personas button { width: 100%; text-align: left; border: 1px solid #d1d5db; border-radius: 8px; background: #fff; padding: .75rem 1rem; cursor: pointer; font: inherit; display: grid; gap: .15rem; }
.personas button:hover, .personas button:focus-visible { border-color: #4f46e5; outline: 2px solid #c7d2fe; }
.action { color: #4b5563; font-size: .85rem; }
.name { font-weight: 600; }
.username { color: #4f46e5; font-family: ui-monospace, monospace; }
.description { color: #374151; }
.detail { color: #6b7280; font-size: .8rem; }
`;

/** Also answered at /favicon.ico, so a browser's default request finds one. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/><path d="M11 14v-3a5 5 0 0 1 10 0v3h1.5v10h-13V14zm2.5 0h5v-3a2.5 2.5 0 0 0-5 0z" fill="#fff"/></svg>
`;
