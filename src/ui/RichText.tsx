// Rich text from the server, always through the sanitizer before it reaches the DOM.
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';
import './RichText.css';

export function RichText({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div class="ui-rich-text" dangerouslySetInnerHTML={{ __html: safe }} />;
}
