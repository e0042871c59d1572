/** Spec §2: "Showing X of Y auctions". */
export function ShowingCount({ shown, total }: { shown: number; total: number }) {
  return (
    <p className="tabular text-sm text-muted-foreground" aria-live="polite" data-testid="showing-count">
      Showing {shown} of {total} auctions
    </p>
  );
}
