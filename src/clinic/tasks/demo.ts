import type { ClinicContext } from '../../platform/auth/context.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { SeedOptions } from '../../seed/demo.js';
import type { TaskCreate } from './schema.js';
import { createTask } from './service.js';

/** A board with each assignment mode: personal, for a department, and for a person (the demo pharmacist). */
export async function seedDemoTasks(deps: AppDeps, owner: ClinicContext, options: SeedOptions) {
  const pharmacist = await deps.db.selectFrom('member').innerJoin('user', 'user.id', 'member.userId')
    .select('user.id').where('member.organizationId', '=', owner.clinicId).where('member.role', '=', 'pharmacy')
    .orderBy('member.createdAt').executeTakeFirst();
  const tasks: TaskCreate[] = [
    { title: 'Review this week\'s rota', priority: 'low', due: 'Friday' },
    { title: 'Order insulin glargine pens', assigneeRole: 'pharmacy', priority: 'high', due: 'Today' },
    { title: 'Call patients with overdue blood work', assigneeRole: 'reception', due: 'Tomorrow' },
    { title: 'Recalibrate the centrifuge', assigneeRole: 'lab', status: 'in_progress' },
    { title: 'Sign off discharge letters', assigneeRole: 'doctor', priority: 'high' },
    { title: 'Restock the emergency trolley', done: true },
    ...(pharmacist ? [{ title: 'Check expiry dates on shelf A', assigneeUserId: pharmacist.id, due: 'Next Monday' }] : []),
  ];
  for (const task of tasks) await createTask(deps, owner, task);
  options.print(`Added ${tasks.length} tasks`);
}
