import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@web/components/ui/input';
import { useAuctionsText } from '@web/i18n/ns/auctions';

const DEBOUNCE_MS = 350;

/**
 * Text search (title, location, description — spec §5). It commits after a short pause so the
 * listing is not asked once per keystroke, and follows the URL when the back button changes it.
 */
export function SearchBox({ value, onSearch, placeholder }: { value: string; onSearch: (q: string) => void; placeholder?: string }) {
  const t = useAuctionsText();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    // The URL changed underneath us (back button, chip removed): show it.
    if (value.trim() !== committed.current.trim()) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === committed.current.trim()) return;
    const t = setTimeout(() => {
      committed.current = text;
      onSearchRef.current(text);
    }, DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  return (
    <div className="relative w-full">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            committed.current = text;
            onSearchRef.current(text);
          }
        }}
        placeholder={placeholder ?? t('listing.searchPlaceholder')}
        aria-label={t('listing.searchLabel')}
        className="h-10 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          className="absolute top-1/2 right-2 grid size-6 -translate-y-1/2 place-items-center rounded text-muted-foreground hover:text-foreground"
          aria-label={t('listing.clearSearch')}
          onClick={() => {
            setText('');
            committed.current = '';
            onSearchRef.current('');
          }}
        >
          <XIcon className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
