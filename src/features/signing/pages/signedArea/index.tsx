// 区域列表: the provinces, searchable, grouped by initial with an index bar. A provincial
// director picks a province here; a municipal one goes on to its cities (signedAreaSub).
// The choice goes into the signing draft and the partner returns to 签约 with the level kept.
import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { areaListH5 } from '../../../../api/area';
import type { Area } from '../../../../api/types';
import { back, navigate, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { Empty } from '../../../../ui/Empty';
import { Field } from '../../../../ui/Field';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import { saveDraft } from '../../draft';
import { groupByInitial } from '../../initials';
import { RegionItem } from '../../RegionItem';
import { IndexBar } from './IndexBar';
import './signedArea.css';

export default function SignedAreaPage() {
  const { query } = useLocation();
  const byProvince = query.level === '30';
  const [keyword, setKeyword] = useState('');
  // a province is taken only for a provincial director; a city level goes on to the cities
  const provinces = useResource(() => areaListH5(undefined, byProvince ? 30 : undefined), [byProvince]);

  function choose(p: Area) {
    if (byProvince) {
      saveDraft({ region: { code: p.code, name: p.name } });
      back(PAGE.signed);
    } else {
      navigate(withQuery(PAGE.signedAreaSub, { level: '20', province: p.code, from: 'area' }));
    }
  }

  const word = keyword.trim();
  return (
    <div class="signed-area">
      <div class="signed-area__search">
        <Field
          label="搜索省份"
          type="search"
          inputMode="search"
          autoComplete="off"
          placeholder="输入省份名称，如：浙江"
          value={keyword}
          onInput={setKeyword}
        />
      </div>
      <p class="signed-area__tip">{byProvince ? '请选择你要代理的省份' : '请选择城市所在的省份'}</p>
      <LoadState resource={provinces} failedText="省份加载失败">
        {(list) => {
          const groups = groupByInitial(list.filter((p) => !word || p.name.includes(word)));
          if (!groups.length) return <Empty text={`没有找到“${word}”，请换个名称试试`} />;
          return (
            <>
              {groups.map((g) => (
                <section key={g.letter} id={`signed-area-${g.letter}`} aria-label={g.letter}>
                  <h2 class="signed-area__letter">{g.letter}</h2>
                  {g.items.map((p) => (
                    <RegionItem key={p.code} area={p} onChoose={choose} />
                  ))}
                </section>
              ))}
              {!word && <IndexBar letters={groups.map((g) => g.letter)} idPrefix="signed-area-" />}
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
