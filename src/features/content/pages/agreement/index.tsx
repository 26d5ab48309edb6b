// 协议: the user agreement or the privacy policy (config `agreement` / `privacy`), titled with its
// own name (its first heading: 洁衣坊合伙人服务协议, 隐私政策), 协议 only until it has come.
import { useLocation } from 'preact-iso/router';
import { titleThisPage } from '../../../../app/navigation';
import { ConfigArticle } from '../../article/ConfigArticle';
import { headingOf } from '../../article/heading';

const NAMES = ['agreement', 'privacy'];

function titleFrom(html: string) {
  const heading = headingOf(html);
  if (heading) titleThisPage(heading);
}

export default function AgreementPage() {
  const { query } = useLocation();
  return <ConfigArticle name={NAMES.includes(query.name) ? query.name : 'agreement'} onLoaded={titleFrom} />;
}
