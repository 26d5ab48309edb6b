// 选择位置, as map apps have it: the phone's position (WeChat's when its SDK is configured, else the
// browser's) found on opening, the places around it by name and address, nearest first, a search
// box for the place meant (a search with no match says so); nothing is chosen until the partner
// taps a place, which is then ticked; 确定 hands { latitude, longitude, name, address, region }
// back to the page that opened it. When locating fails, it says why and takes the
// point by hand. No map tiles are loaded.
import { useEffect, useState } from 'react';
import { PLACE_KEYWORD_MAX } from '../../../../api/limits';
import { nearbyPlaces, type NearbyPlace } from '../../../../api/places';
import { back } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { leavePickedLocation, type MapPoint } from '../../../../lib/map-point';
import { currentPosition, locationMessage, type Position } from '../../location/position';
import { Button } from '../../../../ui/Button';
import { Empty } from '../../../../ui/Empty';
import { LoadState } from '../../../../ui/LoadState';
import { SearchBox } from '../../../../ui/SearchBox';
import { Skeleton } from '../../../../ui/Skeleton';
import { useKeyword } from '../../../../ui/useKeyword';
import { useResource } from '../../../../ui/useResource';
import { ManualPoint } from './ManualPoint';
import { PlaceList } from './PlaceList';
import '../../action-bar.css';
import './chooseLocation.css';

export default function ChooseLocationPage() {
  const [position, setPosition] = useState<Position | null>(null);
  const [problem, setProblem] = useState('');
  const search = useKeyword();
  const [chosen, setChosen] = useState<NearbyPlace | null>(null);
  const places = useResource(
    () =>
      position
        ? nearbyPlaces({ lat: position.latitude, lng: position.longitude, keyword: search.keyword || undefined })
        : // no position yet: the list shows as loading while the phone locates
          new Promise<NearbyPlace[]>(() => {}),
    [position, search.keyword],
    { keepOnChange: true },
  );

  async function locate() {
    setProblem('');
    try {
      setPosition(await currentPosition());
    } catch (e) {
      setProblem(locationMessage(e));
    }
  }
  useEffect(() => {
    locate();
  }, []);

  function handBack(point: MapPoint) {
    leavePickedLocation(point);
    back(PAGE.home);
  }

  return (
    <div class="choose-loc">
      <div class="choose-loc__search">
        <SearchBox
          id="place-search"
          label="搜索地点"
          placeholder="搜索小区、大厦、街道"
          maxLength={PLACE_KEYWORD_MAX}
          value={search.typed}
          onType={search.type}
        />
      </div>
      {problem ? (
        <section class="choose-loc__problem" role="alert">
          <p>{problem}</p>
          <Button size="small" onClick={locate}>
            重新定位
          </Button>
        </section>
      ) : (
        <LoadState
          resource={places}
          failedText="附近地点加载失败"
          skeleton={<Skeleton rows={5} />}
          isEmpty={(l) => !l.length}
          empty={
            <Empty text={search.keyword ? `附近没有找到“${search.keyword}”，换个关键词试试` : '附近没有找到地点'} />
          }
        >
          {(l) => <PlaceList places={l} chosenId={chosen?.id ?? ''} onChoose={setChosen} />}
        </LoadState>
      )}
      <details class="choose-loc__manual" open={!!problem}>
        <summary>找不到地点？手动填写位置</summary>
        <ManualPoint onDone={handBack} />
      </details>
      <div class="places-bar choose-loc__bar">
        <Button variant="primary" block disabled={!chosen} onClick={() => chosen && handBack(pointOf(chosen))}>
          {chosen ? `确定：${chosen.name}` : '请选择一个地点'}
        </Button>
      </div>
    </div>
  );
}

const pointOf = (p: NearbyPlace): MapPoint => ({
  latitude: p.latitude,
  longitude: p.longitude,
  name: p.name,
  address: p.address,
  region: p.region,
});
