// 富文本: any named rich text of config (e.g. from a notice or a banner), sanitized. A name that
// is not a plain identifier is never sent to the server.
import { useLocation } from 'preact-iso/router';
import { ConfigArticle } from '../../article/ConfigArticle';
import { Empty } from '../../../../ui/Empty';

export default function RichTextPage() {
  const { query } = useLocation();
  const name = query.name || '';
  return /^[A-Za-z][\w-]{0,39}$/.test(name) ? <ConfigArticle name={name} /> : <Empty text="内容不存在或已下线" />;
}
