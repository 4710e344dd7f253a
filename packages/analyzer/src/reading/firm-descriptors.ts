/**
 * A Spanish descriptor printed under a firm's or agency's name, not a name (session 55): "Abogados", "Bufete de Abogados",
 * "Abogados y Consejeros Legales", "Agencia de Cobranza con Licencia", "Cobrador de Deudas", "Una Corporación Profesional", as
 * "Attorneys at Law" and "A Professional Corporation" are. Read by the letterhead reader (`facts/find-address-blocks.ts`, which
 * skips a tagline between the name and the address) and by `name_not_true_name` (which does not take it for a second name).
 * Matched against a whole line, in any case.
 */
export const SPANISH_FIRM_DESCRIPTOR_SOURCE = String.raw`(?:(?:un\s+|una\s+)?(?:bufete|despacho|firma|oficinas?)\s+de\s+)?abogad[oa]s?(?:\s+(?:y|e)\s+(?:consejer|asesor)[oa]s?(?:\s+legales)?)?|(?:una\s+)?agencia\s+de\s+(?:cobranzas?|cobros?)(?:\s+con\s+licencia|\s+autorizada)?|(?:un\s+)?cobrador\s+de\s+deudas|(?:una\s+)?corporaci[oó]n\s+profesional`;
