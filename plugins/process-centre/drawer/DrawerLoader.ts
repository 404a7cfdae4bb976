import { useState, type ComponentType } from 'react';
import { ApiClientId, type ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { BusinessFormContributions, type BusinessFormContribution, type BusinessFormProcess, type BusinessFormProps } from '../../../contracts/workbench/ProcessCentre.ts';
import { useContributions, useService } from '../../../core/react/index.ts';
import { loadDrawerTask, loadTaskInfo, loadTaskSettings, processOf, subjectKey, type DrawerSubject, type DrawerTask } from './DrawerSubject.ts';

/** The business form of a drawer, ready to be drawn. */
export interface LoadedForm {
  contribution: BusinessFormContribution;
  /** The form's component; null when its code failed to arrive (the slot then lets the plugin's boundary say so). */
  component: ComponentType<BusinessFormProps> | null;
  /** What the contribution's loadRecord answered; undefined without one, or when it failed (the HTTP client told the user). */
  record: unknown;
}

/** Everything a drawer shows, loaded before it draws its content. */
export interface LoadedDrawer {
  task: DrawerTask;
  /** Null when no plugin contributes the node's form (对应表单不存在). */
  form: LoadedForm | null;
}

/**
 * Loads what the task drawer shows, started by the click that opens it (the drawer host hears
 * the opener, a list its 办理) rather than by the drawer once its own code has arrived: the task,
 * then its node's settings together with the form's code and record (the task's info names the
 * form). The drawer draws its content once, with all of it (issue 26 item 12: one step
 * after the other, and a form drawn empty before its record was asked for, took 6–9 s on a busy
 * machine).
 */
export class DrawerLoader {
  // One drawer is on show at a time: the load for the subject last opened.
  #started: { key: string; load: Promise<LoadedDrawer> } | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly forms: () => readonly BusinessFormContribution[],
  ) {}

  /** Starts loading a subject about to be shown, replacing any earlier load: opening again loads afresh. */
  start(subject: DrawerSubject): void {
    const load = this.#load(subject);
    // A drawer that never asks (replaced before it drew) must not leave an unhandled rejection.
    load.catch(() => undefined);
    this.#started = { key: subjectKey(subject), load };
  }

  /** The load started for the subject, or a new one when none was (a drawer shown without start). */
  loadFor(subject: DrawerSubject): Promise<LoadedDrawer> {
    const key = subjectKey(subject);
    if (this.#started?.key !== key) this.start(subject);
    return (this.#started as { load: Promise<LoadedDrawer> }).load;
  }

  async #load(subject: DrawerSubject): Promise<LoadedDrawer> {
    if (subject.kind === 'start') {
      const task = await loadDrawerTask(this.api, subject);
      return { task, form: await this.#form(task.config.formList[0]?.formRouter, task.process) };
    }
    const info = await loadTaskInfo(this.api, subject);
    // The info names the node's form: its code and record are asked for beside the node's
    // settings, not after them (one request less in a row before the form can show).
    const early = info.formRouter ? this.#form(info.formRouter, processOf(info)) : null;
    const task = await loadTaskSettings(this.api, info);
    const formRouter = task.config.formList[0]?.formRouter;
    // Should the settings name another form (changed in between), that one is loaded instead.
    const form = early && formRouter === info.formRouter ? await early : await this.#form(formRouter, task.process);
    return { task, form };
  }

  /** The contributed form of that router with its code and record; null when no plugin contributes one. Never fails. */
  async #form(formRouter: string | undefined, process: BusinessFormProcess): Promise<LoadedForm | null> {
    const contribution = formRouter && this.forms().find((candidate) => candidate.formRouter === formRouter);
    if (!contribution) return null;
    const [component, record] = await Promise.all([
      contribution.load().then(
        (module) => module.default,
        () => null,
      ),
      contribution.loadRecord?.(this.api, process).catch(() => undefined),
    ]);
    return { contribution, component, record };
  }
}

/** A DrawerLoader of the component's own (a drawer host, a list), over the workbench's API client and business forms. */
export function useDrawerLoader(): DrawerLoader {
  const api = useService(ApiClientId);
  const forms = useContributions(BusinessFormContributions);
  const [loader] = useState(() => new DrawerLoader(api, () => forms));
  return loader;
}
