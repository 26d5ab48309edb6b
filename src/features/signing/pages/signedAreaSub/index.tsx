// 选择城市: the cities of one province, under its name: a municipal director picks the city to sign for; the
// choice goes into the signing draft and the partner returns to 签约 with the level kept.
import { useLocation } from 'preact-iso/router';
import { areaListH5 } from '../../../../api/area';
import type { Area } from '../../../../api/types';
import { redirect } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { Empty } from '../../../../ui/Empty';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import { saveDraft } from '../../draft';
import { cityRegionName } from '../../initials';
import { RegionItem } from '../../RegionItem';
import './signedAreaSub.css';

export default function SignedAreaSubPage() {
  const { query } = useLocation();
  const provinceCode = /^\d{6}$/.test(query.province ?? '') ? query.province : '';
  const data = useResource(async () => {
    const [provinces, cities] = await Promise.all([areaListH5(), areaListH5(provinceCode, 20)]);
    return { province: provinces.find((p) => p.code === provinceCode), cities };
  }, [provinceCode]);

  function choose(provinceName: string, city: Area) {
    saveDraft({ region: { code: city.code, name: cityRegionName(provinceName, city.name) } });
    // opened from the province list: skip it on the way back to 签约
    if (query.from === 'area' && history.length > 2) history.go(-2);
    else redirect(PAGE.signed);
  }

  if (!provinceCode) return <Empty text="没有选择省份，请返回重新选择" />;
  return (
    <LoadState resource={data} failedText="城市加载失败">
      {({ province, cities }) => (
        <div class="signed-sub">
          <h2 class="signed-sub__title">{province ? `${province.name}的城市` : '城市'}</h2>
          {cities.map((c) => (
            <RegionItem key={c.code} area={c} onChoose={(city) => choose(province?.name ?? '', city)} />
          ))}
        </div>
      )}
    </LoadState>
  );
}
