// A named rich text from config (agreement, privacy, rules...), sanitized, with loading and a
// retry; the agreement page and the general rich-text page both show one.
import { useEffect, useState } from 'react';
import { getConfig } from '../../../api/common';
import { ApiError } from '../../../api/http';
import { RichText } from '../../../ui/RichText';
import { Skeleton } from '../../../ui/Skeleton';
import { Empty } from '../../../ui/Empty';
import { Button } from '../../../ui/Button';
import './config-article.css';

type State = { html: string } | { missing: true } | { failed: true } | null;

export interface ConfigArticleProps {
  name: string;
  /** the text has come (e.g. to title the page with its heading) */
  onLoaded?: (html: string) => void;
}

export function ConfigArticle({ name, onLoaded }: ConfigArticleProps) {
  const [state, setState] = useState<State>(null);

  const load = () => {
    setState(null);
    getConfig<unknown>(name).then(
      (html) => {
        if (typeof html === 'string') onLoaded?.(html);
        setState(typeof html === 'string' ? { html } : { missing: true });
      },
      (e) => setState(e instanceof ApiError && e.code === 404 ? { missing: true } : { failed: true }),
    );
  };
  useEffect(load, [name]);

  if (state && 'missing' in state) return <Empty text="内容不存在或已下线" />;
  if (state && 'failed' in state) {
    return (
      <Empty kind="network" text="内容加载失败，请检查网络">
        <Button variant="primary" onClick={load}>
          重新加载
        </Button>
      </Empty>
    );
  }
  return (
    <article class="config-article">{state ? <RichText html={state.html} /> : <Skeleton rows={8} title />}</article>
  );
}
