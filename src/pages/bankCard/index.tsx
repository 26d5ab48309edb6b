// 我的银行卡: the user's personal cards and company accounts, masked, with the bank's logo; a card
// is deleted after a confirmation; the way to add one (also from the empty state).
import { useEffect, useState } from 'react';
import type { BankCard, BankCardKind } from '../../api/types';
import { deleteBankCard, listBankCards, listCompanyBankCards, listSupportedBanks } from '../../api/bank';
import { userInfo } from '../../state/session';
import { confirm } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { Empty } from '../../ui/Empty';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { navigate } from '../../app/navigation';
import { CardItem } from './CardItem';
import './bankCard.css';
import { PAGE } from '../../app/paths';

interface Cards {
  personal: BankCard[];
  company: BankCard[];
}

const addCardUrl = (kind: BankCardKind) => `${PAGE.addBankCard}${kind === 'company' ? '?kind=company' : ''}`;

export default function BankCardPage() {
  const [cards, setCards] = useState<Cards | null>(null);
  const [failed, setFailed] = useState(false);
  const [logos, setLogos] = useState<Record<string, string>>({});
  const enterprise = userInfo.value?.certType === 'enterprise';

  function load() {
    setFailed(false);
    Promise.all([listBankCards(), listCompanyBankCards()]).then(
      ([personal, company]) => setCards({ personal, company }),
      () => setFailed(true),
    );
  }

  useEffect(() => {
    load();
    // logos are decoration: without them the cards show the bank's first character
    listSupportedBanks().then(
      (banks) => setLogos(Object.fromEntries(banks.map((b) => [b.code, b.logo]))),
      () => {},
    );
  }, []);

  async function remove(card: BankCard) {
    const ok = await confirm({
      title: '删除银行卡',
      message: `确定删除${card.bankName}尾号${card.cardTail}的卡吗？删除后提现时不能再选择这张卡。`,
      confirmText: '删除',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteBankCard(card.id);
    } catch {
      return; // the wrapper has shown why
    }
    toast('银行卡已删除', { type: 'success' });
    setCards(
      (c) =>
        c && {
          personal: c.personal.filter((x) => x.id !== card.id),
          company: c.company.filter((x) => x.id !== card.id),
        },
    );
  }

  if (failed) {
    return (
      <Empty text="银行卡加载失败，请检查网络后重试">
        <Button variant="primary" onClick={load}>
          重新加载
        </Button>
      </Empty>
    );
  }
  if (!cards) return <Skeleton rows={4} title />;

  const showCompany = enterprise || cards.company.length > 0;
  if (!cards.personal.length && !cards.company.length) {
    return (
      <Empty text="还没有绑定银行卡，添加后即可提现">
        <Button variant="primary" onClick={() => navigate(addCardUrl(enterprise ? 'company' : 'personal'))}>
          添加银行卡
        </Button>
      </Empty>
    );
  }
  const group = (title: string, kind: BankCardKind, list: BankCard[]) => (
    <section class="bank-cards__group" aria-label={title}>
      <h2 class="bank-cards__title">{title}</h2>
      {list.map((c) => (
        <CardItem key={c.id} card={c} logo={logos[c.bankCode]} onDelete={() => remove(c)} />
      ))}
      <a class="bank-cards__add" href={`#${addCardUrl(kind)}`}>
        + 添加{kind === 'company' ? '对公账户' : '银行卡'}
      </a>
    </section>
  );
  return (
    <div class="bank-cards">
      {group('个人银行卡', 'personal', cards.personal)}
      {showCompany && group('对公账户', 'company', cards.company)}
    </div>
  );
}
