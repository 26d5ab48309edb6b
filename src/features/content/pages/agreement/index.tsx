// 协议: the user agreement or the privacy policy (config `agreement` / `privacy`).
import { useLocation } from 'preact-iso/router';
import { ConfigArticle } from '../../article/ConfigArticle';

const NAMES = ['agreement', 'privacy'];

export default function AgreementPage() {
  const { query } = useLocation();
  return <ConfigArticle name={NAMES.includes(query.name) ? query.name : 'agreement'} />;
}
