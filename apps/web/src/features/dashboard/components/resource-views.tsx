import { Calculator, ClipboardList, FileSignature, FileText, Hourglass, PhoneCall, ShieldAlert, Handshake, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toolPaths, templatePaths, type TemplateSlug, type ToolSlug } from '../../../config/paths';

const Cards = <S extends string>({
  heading,
  intro,
  items,
}: {
  heading: string;
  intro?: string;
  items: { slug: S; to: string; Icon: LucideIcon; title: string; text: string }[];
}) => {
  const { t } = useTranslation();
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-bold text-slate-900">{heading}</h2>
      {intro && <p className="text-slate-800">{intro}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map(({ slug, to, Icon, title, text }) => (
          <li key={slug}>
            <Link to={to} className="flex h-full flex-col gap-2 rounded-2xl border border-slate-300 bg-white p-5 hover:border-brand-700 hover:bg-brand-50">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <span className="text-lg font-semibold text-slate-900">{title}</span>
              <span className="text-slate-800">{text}</span>
              <span className="mt-auto font-semibold text-brand-800 underline underline-offset-4">{t('dashboard.templates.open')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

const TEMPLATE_ICON: Record<TemplateSlug, LucideIcon> = { validation: FileText, cease: ShieldAlert, settlement: Handshake, fdcpa: FileSignature };
const TOOL_ICON: Record<ToolSlug, LucideIcon> = {
  'settlement-calculator': Calculator,
  'sol-checker': Hourglass,
  'call-scripts': PhoneCall,
  documents: ClipboardList,
};

/** Four template cards (spec 001 §2.2) to /templates/{validation,cease,settlement,fdcpa}. */
export const TemplatesView = () => {
  const { t } = useTranslation();
  return (
    <Cards
      heading={t('dashboard.templates.heading')}
      intro={t('dashboard.templates.intro')}
      items={(Object.keys(templatePaths) as TemplateSlug[]).map((slug) => ({
        slug,
        to: templatePaths[slug],
        Icon: TEMPLATE_ICON[slug],
        title: t(`resources.templates.${slug}.title`),
        text: t(`resources.templates.${slug}.summary`),
      }))}
    />
  );
};

/** Four tool cards (spec 001 §2.2) to /tools/{settlement-calculator,sol-checker,call-scripts,documents}. */
export const ToolsView = () => {
  const { t } = useTranslation();
  return (
    <Cards
      heading={t('dashboard.tools.heading')}
      items={(Object.keys(toolPaths) as ToolSlug[]).map((slug) => ({
        slug,
        to: toolPaths[slug],
        Icon: TOOL_ICON[slug],
        title: t(`resources.tools.${slug}.title`),
        text: t(`resources.tools.${slug}.summary`),
      }))}
    />
  );
};
