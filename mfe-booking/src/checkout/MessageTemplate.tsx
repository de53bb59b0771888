import { Fragment, type ReactNode } from 'react';
import { LOG_IN_LINK_PLACEHOLDER } from '@chargevalet/contract';

/**
 * Renders a server message template (SPEC §7/§8) with its `{log_in_link}` placeholder replaced by `link`
 * (a real log-in link). Text around it stays as the server wrote it (already in the request's language).
 */
export function MessageTemplate({ template, link }: { template: string; link: ReactNode }) {
  const parts = template.split(LOG_IN_LINK_PLACEHOLDER);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && link}
        </Fragment>
      ))}
    </>
  );
}
