/**
 * Share links for the success page: X (Twitter) web intent and Facebook's sharer. The text and
 * the shared address are the product's only: nothing about the person or the purchase.
 */
export const shareLinks = (text: string, url: string): { x: string; facebook: string } => ({
  x: `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url }).toString()}`,
  facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url }).toString()}`,
});
