/** A listed auction's title over its place, each on one line (the seller's words, never translated). */
export function TitleAndPlace({ title, location }: { title: string; location: string }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate font-medium" translate="no">
        {title}
      </p>
      <p className="truncate text-xs text-muted-foreground" translate="no">
        {location}
      </p>
    </div>
  );
}
