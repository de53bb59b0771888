import { Link } from '@chargevalet/platform';
import type { ReactNode } from 'react';

const TOKEN = /(https?:\/\/[^\s,;]+[^\s,;.)]|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

interface RichTextProps {
  text: string;
}

/** Plain legal text with its web addresses and e-mail addresses turned into links. */
export function RichText({ text }: RichTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const value = match[0];
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const isMail = !value.startsWith('http');
    parts.push(
      <Link
        key={`${index}-${value}`}
        href={isMail ? `mailto:${value}` : value}
        color="brand.fg"
        textDecoration="underline"
        wordBreak="break-word"
        {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {value}
      </Link>,
    );
    last = index + value.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
