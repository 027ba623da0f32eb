import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { Analytics, LiveValue } from './schema.js';
import { getAnalytics, getLiveCount } from './service.js';

export async function analyticsRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/analytics', {
    schema: {
      tags: ['analytics'], summary: 'Clinic aggregates for the dashboard (any member)',
      description: 'Counts over the whole active clinic, computed by the database on each request (decisions.md §7). '
        + 'appointments: today = dated today and not cancelled; thisWeek = current ISO week (Mon–Sun), not cancelled; '
        + 'upcoming = after today with status confirmed; completed and cancelled are all-time. prescriptions apply the '
        + 'expiry rule (active with an endDate before today counts as expired). `earnings` is present only for callers '
        + 'holding invoice:read: totalBilled = sent + paid, totalPaid = paid, totalOutstanding = sent (draft and void '
        + 'excluded), byMonth = the last 12 months by issuedAt, labelled YYYY-MM. Money in currency units, 2 decimals. '
        + '"Today" is the server\'s calendar date.',
      response: { 200: Analytics },
    },
  }, (req) => getAnalytics(deps, req.clinicCtx));

  app.get('/api/analytics/live', {
    schema: {
      tags: ['analytics'], summary: 'Patients checked in today (any member)',
      description: 'Distinct patients with a checked-in appointment dated today: by file number, or by name for ad-hoc '
        + 'bookings without one.',
      response: { 200: LiveValue },
    },
  }, (req) => getLiveCount(deps, req.clinicCtx));
}
