// A search box's text and the keyword a list searches for: the keyword follows the text once
// typing pauses (500 ms, SPEC section 9), trimmed, so a burst of typing is one request.
//   const search = useKeyword();
//   <SearchBox id="x-search" label="搜索…" placeholder="…" value={search.typed} onType={search.type} />
//   usePagedList((n) => list({ n, keyword: search.keyword }), [search.keyword]);
// The text is a signal the box reads itself, so a keystroke renders the box and not the page with
// its list (else a keystroke on 素材中心 renders the whole page); the page renders for the keyword.
import { type ReadonlySignal, signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { debounce } from '../lib/debounce';

export function useKeyword(wait = 500) {
  const [typed] = useState(() => signal(''));
  const [keyword, setKeyword] = useState('');
  const [settle] = useState(() => debounce((text: string) => setKeyword(text.trim()), wait));
  useEffect(() => () => settle.cancel(), []);
  return {
    /** what is in the box, as typed (a signal: pass it to SearchBox's value) */
    typed: typed as ReadonlySignal<string>,
    keyword,
    type(text: string) {
      typed.value = text;
      settle(text);
    },
  };
}
