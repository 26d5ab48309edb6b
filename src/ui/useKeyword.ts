// A search box's text and the keyword a list searches for: the keyword follows the text once
// typing pauses (500 ms, SPEC section 9), trimmed, so a burst of typing is one request.
//   const search = useKeyword();
//   <SearchBox id="x-search" label="搜索…" placeholder="…" value={search.typed} onType={search.type} />
//   usePagedList((n) => list({ n, keyword: search.keyword }), [search.keyword]);
import { useEffect, useState } from 'react';
import { debounce } from '../lib/debounce';

export function useKeyword(wait = 500) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [settle] = useState(() => debounce((text: string) => setKeyword(text.trim()), wait));
  useEffect(() => () => settle.cancel(), []);
  return {
    typed,
    keyword,
    type(text: string) {
      setTyped(text);
      settle(text);
    },
  };
}
