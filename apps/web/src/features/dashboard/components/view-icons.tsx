import { BarChart3, CreditCard, FileText, Gavel, HandHelping, LayoutDashboard, LibraryBig, Search, Wrench, type LucideIcon } from 'lucide-react';
import type { View } from '../lib/views';

/** One icon per dashboard view (lucide-react; no emoji). */
export const VIEW_ICON: Record<View, LucideIcon> = {
  overview: LayoutDashboard,
  violations: Gavel,
  credit: CreditCard,
  'letter-service': FileText,
  'dfy-service': HandHelping,
  templates: LibraryBig,
  intel: Search,
  tools: Wrench,
  disputes: BarChart3,
};
