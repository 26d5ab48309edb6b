// A named rich text from config (agreement, privacy, rules...), sanitized, with loading and a
// retry; the agreement page and the general rich-text page both show one. A page that loads
// other things with it (签约提醒) loads the text with `loadConfigArticle` in its own load and
// shows it with `ConfigArticleText`, so one failure shows once with one retry for all of it.
import { useEffect, useState } from 'react';
import { getConfig } from '../../../api/common';
import { ApiError } from '../../../api/http';
import { RichText } from '../../../ui/RichText';
import { Skeleton } from '../../../ui/Skeleton';
import { Empty } from '../../../ui/Empty';
import { LoadFailed } from '../../../ui/LoadFailed';
import { inPlace } from '../../../lib/shown-in-place';
import './config-article.css';

/** A config text as it came: its HTML, or missing (no such entry, or not a text). */
export type ArticleText = { html: string } | { missing: true };

/** Loads the config text `name`; a missing entry is an answer, any other failure rejects. */
export function loadConfigArticle(name: string): Promise<ArticleText> {
  return getConfig<unknown>(name).then(
    (html): ArticleText => (typeof html === 'string' ? { html } : { missing: true }),
    (e: Error) => {
      if (e instanceof ApiError && e.code === 404) return { missing: true };
      throw e;
    },
  );
}

/** A loaded config text, or the sentence that says it is gone. */
export function ConfigArticleText({ text }: { text: ArticleText }) {
  if ('missing' in text) return <Empty text="内容不存在或已下线" />;
  return (
    <article class="config-article">
      <RichText html={text.html} />
    </article>
  );
}

type State = ArticleText | { failed: string } | null;

export interface ConfigArticleProps {
  name: string;
  /** the text has come (e.g. to title the page with its heading) */
  onLoaded?: (html: string) => void;
}

export function ConfigArticle({ name, onLoaded }: ConfigArticleProps) {
  const [state, setState] = useState<State>(null);

  const load = () => {
    setState(null);
    // shown in place below: not toasted too
    inPlace(() => loadConfigArticle(name)).then(
      (text) => {
        if ('html' in text) onLoaded?.(text.html);
        setState(text);
      },
      (e: Error) => setState({ failed: e.message }),
    );
  };
  useEffect(load, [name]);

  if (state && 'failed' in state) return <LoadFailed what="内容加载失败" reason={state.failed} onRetry={load} />;
  if (state) return <ConfigArticleText text={state} />;
  return (
    <article class="config-article">
      <Skeleton rows={8} title />
    </article>
  );
}
