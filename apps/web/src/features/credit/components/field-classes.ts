/** The credit form's control, label and hint classes (design tokens, docs/design.md). */
export const fieldClasses = 'w-full rounded-control border border-input bg-surface px-3 py-2 text-body text-foreground';
export const labelClasses = 'block font-medium text-foreground';
export const hintClasses = 'text-caption text-muted-foreground';
