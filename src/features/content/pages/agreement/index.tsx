// 协议: the user agreement or the privacy policy (config `agreement` / `privacy`), titled with its
// own name (its first heading: 洁衣坊合伙人服务协议, 隐私政策), 协议 only until it has come. The
// name goes into the address's `title`, which the route table makes the page's title.
import { useLocation } from 'preact-iso/router';
import { redirect, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { ConfigArticle } from '../../article/ConfigArticle';
import { headingOf } from '../../article/heading';

const NAMES = ['agreement', 'privacy'];

export default function AgreementPage() {
  const { query } = useLocation();
  const name = NAMES.includes(query.name) ? query.name : 'agreement';
  function titleFrom(html: string) {
    const title = headingOf(html);
    if (title && title !== query.title) redirect(withQuery(PAGE.agreement, { name, title }));
  }
  return <ConfigArticle name={name} onLoaded={titleFrom} />;
}
