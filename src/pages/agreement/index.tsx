// 协议: the user agreement or the privacy policy (config `agreement` / `privacy`), sanitized.
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { getConfig } from '../../api/common';
import { RichText } from '../../ui/RichText';
import { Skeleton } from '../../ui/Skeleton';
import { Empty } from '../../ui/Empty';
import { Button } from '../../ui/Button';

const NAMES = ['agreement', 'privacy'];

export default function AgreementPage() {
  const { query } = useLocation();
  const name = NAMES.includes(query.name) ? query.name : 'agreement';
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    getConfig<string>(name).then(setHtml, () => setFailed(true));
  };
  useEffect(load, [name]);

  if (failed) {
    return (
      <Empty text="协议加载失败，请检查网络">
        <Button variant="primary" onClick={load}>重新加载</Button>
      </Empty>
    );
  }
  return (
    <article style={{ padding: '.16rem', background: '#fff', minHeight: '100%' }}>
      {html === null ? <Skeleton rows={8} title /> : <RichText html={html} />}
    </article>
  );
}
