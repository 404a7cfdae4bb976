/** An application to-dos come from, as the search form's select lists it. */
export interface TodoApplication {
  applicationId: number;
  applicationName: string;
}

/*
 * The applications that write to-dos, by a fixed id. The `todo` table records only the
 * application's name (its writers are this server's own modules and the seed), so the ids the
 * search form filters by are given here: 100 is the office suite (the id its messages carry),
 * 110 the process centre.
 */
const APPLICATIONS: readonly TodoApplication[] = Object.freeze([
  { applicationId: 100, applicationName: '融合办公' },
  { applicationId: 110, applicationName: '流程中心' },
]);

export class TodoApplications {
  static byName(name: string | null): TodoApplication | undefined {
    return APPLICATIONS.find((application) => application.applicationName === name);
  }

  static byId(id: number): TodoApplication | undefined {
    return APPLICATIONS.find((application) => application.applicationId === id);
  }
}
