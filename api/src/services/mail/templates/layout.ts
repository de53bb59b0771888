import type { Locale } from '@chargevalet/contract';

/** A rendered mail: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type Block = { p: string } | { code: string } | { link: string; label: string } | { lines: string[] };

const SIGNATURE: Record<Locale, string> = {
  de: 'Dein ChargeValet-Team, Düsseldorf',
  en: 'Your ChargeValet team, Düsseldorf',
};

/** One plain layout for every mail: greeting, blocks, signature; text and HTML from the same blocks. */
export function layout(locale: Locale, subject: string, greeting: string, blocks: Block[]): RenderedMail {
  const text: string[] = [greeting, ''];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if ('p' in block) {
      text.push(block.p, '');
      html.push(`<p>${escapeHtml(block.p)}</p>`);
    } else if ('code' in block) {
      text.push(`    ${block.code}`, '');
      html.push(`<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${escapeHtml(block.code)}</p>`);
    } else if ('link' in block) {
      text.push(`${block.label}: ${block.link}`, '');
      html.push(`<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`);
    } else {
      text.push(...block.lines, '');
      html.push(`<p>${block.lines.map(escapeHtml).join('<br>')}</p>`);
    }
  }
  text.push('--', SIGNATURE[locale]);
  html.push(`<p>--<br>${escapeHtml(SIGNATURE[locale])}</p>`);
  return {
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${html.join('')}</body></html>`,
  };
}

export const hello = (locale: Locale, name?: string): string =>
  locale === 'de' ? (name ? `Hallo ${name},` : 'Hallo,') : name ? `Hello ${name},` : 'Hello,';
