// 选择银行: the supported banks, searched by name on the server as the user types (debounced);
// a tap hands the bank back to the page that opened this one.
import { useEffect, useMemo, useState } from 'react';
import type { Bank } from '../../../../api/types';
import { listSupportedBanks } from '../../../../api/bank';
import { Field } from '../../../../ui/Field';
import { Cell, CellGroup } from '../../../../ui/Cell';
import { Skeleton } from '../../../../ui/Skeleton';
import { Empty } from '../../../../ui/Empty';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import { back } from '../../../../app/navigation';
import { BankLogo } from '../../bank/BankLogo';
import { leavePickedBank } from '../../bank/pick';
import { debounce } from '../../../../lib/debounce';
import './bank.css';
import { PAGE } from '../../../../app/paths';

const ADD_CARD = PAGE.addBankCard;
export default function BankPage() {
  const [keyword, setKeyword] = useState('');
  // what is searched: the typed keyword once typing pauses (debounce's 500 ms default)
  const [query, setQuery] = useState('');
  const searchLater = useMemo(() => debounce(setQuery), []);
  // the list found so far stays while the next search is on its way
  const banks = useResource(() => listSupportedBanks(query.trim()), [query], { keepOnChange: true });

  useEffect(() => searchLater.cancel, []);

  function choose(bank: Bank) {
    leavePickedBank(bank);
    back(ADD_CARD);
  }

  return (
    <div class="bank-page">
      <div class="bank-page__search">
        <Field
          label="搜索"
          type="search"
          inputMode="search"
          autoComplete="off"
          placeholder="输入银行名称，如 工商"
          value={keyword}
          onInput={(v) => {
            setKeyword(v);
            searchLater(v);
          }}
        />
      </div>
      <LoadState
        resource={banks}
        failedText="银行列表加载失败"
        skeleton={<Skeleton rows={6} />}
        isEmpty={(list) => !list.length}
        empty={<Empty text={`没有找到“${keyword.trim()}”，请换个关键词试试`} />}
      >
        {(list) => (
          <CellGroup>
            {list.map((b) => (
              <Cell
                key={b.code}
                icon={<BankLogo name={b.name} logo={b.logo} />}
                title={b.name}
                onClick={() => choose(b)}
              />
            ))}
          </CellGroup>
        )}
      </LoadState>
    </div>
  );
}
