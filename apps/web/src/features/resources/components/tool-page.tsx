import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { paths, toolPaths, type ToolSlug } from '../../../config/paths';
import { BackToDashboard } from './back-to-dashboard';
import { CallScriptsTool } from './call-scripts-tool';
import { DocumentsTool } from './documents-tool';
import { SettlementCalculatorTool } from './settlement-calculator-tool';
import { SolCheckerTool } from './sol-checker-tool';

const isTool = (value: string | undefined): value is ToolSlug => value !== undefined && value in toolPaths;

const TOOLS: Record<ToolSlug, () => React.ReactElement> = {
  'settlement-calculator': SettlementCalculatorTool,
  'sol-checker': SolCheckerTool,
  'call-scripts': CallScriptsTool,
  documents: DocumentsTool,
};

/** /tools/{settlement-calculator,sol-checker,call-scripts,documents} (spec 001 §2.1): free tools. */
export const ToolPage = () => {
  const { t } = useTranslation();
  const { tool } = useParams();
  if (!isTool(tool)) return <Navigate to={`${paths.dashboard}/tools`} replace />;
  const Tool = TOOLS[tool];
  const title = t(`resources.tools.${tool}.title`);
  return (
    <section className="space-y-5">
      <BackToDashboard view="tools" />
      <PageTitle title={title}>{title}</PageTitle>
      <p className="text-lg text-slate-800">{t(`resources.tools.${tool}.summary`)}</p>
      <Tool />
    </section>
  );
};
