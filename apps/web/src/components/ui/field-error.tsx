/** A field's error text, linked to its input through `id` (aria-describedby); nothing when there is no error. */
export const FieldError = ({ id, message, alert = false }: { id: string; message: string | null | undefined | false; alert?: boolean }) =>
  message ? (
    <p id={id} role={alert ? 'alert' : undefined} className="text-caption font-medium text-danger">
      {message}
    </p>
  ) : null;
