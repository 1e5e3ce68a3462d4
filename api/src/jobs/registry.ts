/**
 * The job registry: features register their job kinds and chores here (app.ts wires them), the
 * worker dispatches by kind through it and the job endpoint reads each kind's permission from it.
 * Nothing under jobs/ names a feature.
 */
import type { PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';
import { createJobContext } from './context';
import type { Chore, JobKind, RetryPolicy } from './job-kind';
import type { JobRow } from './schema';

/** A registered kind, its payload type erased: `run` parses the stored payload first. */
export interface RegisteredJobKind {
  readonly kind: string;
  readonly readPermission: PermissionRequirement;
  readonly retry: RetryPolicy;
  run(db: Db, job: JobRow): Promise<void>;
}

export class JobRegistry {
  private readonly kinds = new Map<string, RegisteredJobKind>();
  private readonly choreList: Chore[] = [];

  register<P>(definition: JobKind<P>): this {
    if (this.kinds.has(definition.kind))
      throw new Error(`job kind ${definition.kind} is registered twice`);
    this.kinds.set(definition.kind, {
      kind: definition.kind,
      readPermission: definition.readPermission,
      retry: definition.retry,
      run: (db, job) =>
        definition.run(createJobContext(db, job, definition.payload.parse(job.payload))),
    });
    return this;
  }

  registerChore(chore: Chore): this {
    this.choreList.push(chore);
    return this;
  }

  find(kind: string): RegisteredJobKind | undefined {
    return this.kinds.get(kind);
  }

  /** The kinds this process can run: the worker claims only these. */
  kindNames(): string[] {
    return [...this.kinds.keys()];
  }

  chores(): readonly Chore[] {
    return this.choreList;
  }

  /** What reading some job needs: any permission of any kind (used when the job is unknown). */
  anyReadPermission(): PermissionRequirement {
    const all = [...this.kinds.values()].map((k) => k.readPermission);
    return {
      anyOf: [...new Set(all.flatMap((r) => r.anyOf))],
      boothOwnerAllowed: all.some((r) => r.boothOwnerAllowed === true),
    };
  }
}
