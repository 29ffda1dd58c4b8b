import { Icon } from "../icons/icon";

/**
 * The basket's buttons: plain form posts to /basket (they work before and without JavaScript), coming back to
 * `back`. "Book this test" adds and goes on to the booking form; "Add to basket" adds and shows the basket.
 */
export function AddToBasket({
  labId,
  slug,
  back,
  label,
  book = false,
  startNew = false,
  primary = false,
  compact,
}: {
  labId: number;
  slug: string;
  back: string;
  label: string;
  book?: boolean;
  startNew?: boolean;
  primary?: boolean;
  /** In a list: this short word shows beside the icon (on a phone the icon alone), `label` names the button. */
  compact?: string;
}) {
  return (
    <form method="post" action="/basket" className="contents">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="labId" value={labId} />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="back" value={back} />
      {book ? <input type="hidden" name="book" value="1" /> : null}
      {startNew ? <input type="hidden" name="startNew" value="1" /> : null}
      <button
        type="submit"
        aria-label={compact ? label : undefined}
        className={`${primary ? "btn bg-pink-600 text-white hover:bg-pink-700" : "btn border border-brand-700 text-brand-800 hover:bg-brand-50"}${compact ? " shrink-0 px-3 sm:px-4" : ""}`}
      >
        <Icon name={book ? "calendar-check" : "plus"} className="h-5 w-5" />
        {compact ? <span className="hidden sm:inline">{compact}</span> : ` ${label}`}
      </button>
    </form>
  );
}
