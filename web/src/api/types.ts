import type { paths } from './schema';

/** Named views of the generated API types (derived, never written by hand). */
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Data<T> = Json<T> extends { data: infer D } ? D : never;

export type Job = Data<paths['/v1/migration/jobs/{id}']['get']['responses'][200]>;
export type JobStatus = Job['status'];
export type JobPage = Data<paths['/v1/migration/jobs']['get']['responses'][200]>;
export type JobListQuery = NonNullable<paths['/v1/migration/jobs']['get']['parameters']['query']>;
export type ValidationReport = NonNullable<Job['validation']>;
export type PreviewSummary = NonNullable<Job['preview']>;
export type ErrorPage = Data<paths['/v1/migration/jobs/{id}/errors']['get']['responses'][200]>;
export type RowError = ErrorPage['items'][number];
export type RowsQuery = NonNullable<paths['/v1/migration/jobs/{id}/rows']['get']['parameters']['query']>;
export type RowFilter = NonNullable<RowsQuery['filter']>;
export type JobRowsPage = Data<paths['/v1/migration/jobs/{id}/rows']['get']['responses'][200]>;
export type JobRow = JobRowsPage['items'][number];
export type RowPatch = NonNullable<paths['/v1/migration/jobs/{id}/rows/{row}']['patch']['requestBody']>['content']['application/json'];
export type MappingBody = NonNullable<paths['/v1/migration/jobs/{id}/mapping']['put']['requestBody']>['content']['application/json'];
export type OnExisting = NonNullable<NonNullable<MappingBody['options']>['on_existing']>;
export type MappingProfile = Data<paths['/v1/migration/mapping-profiles']['get']['responses'][200]>[number];
export type JobEvent = Data<paths['/v1/events']['get']['responses'][200]>['items'][number];
export type CurrentUser = Data<paths['/v1/auth/me']['get']['responses'][200]>;
export type Role = CurrentUser['active_role'];
export type Locale = CurrentUser['locale'];
export type Profile = Data<paths['/v1/me/profile']['get']['responses'][200]>;
export type ProfilePatch = NonNullable<paths['/v1/me/profile']['patch']['requestBody']>['content']['application/json'];
export type DemoProfile = Data<paths['/v1/auth/demo-profiles']['get']['responses'][200]>[number];
export type SignInMethods = Data<paths['/v1/auth/methods']['get']['responses'][200]>;
export type Person = Data<paths['/v1/users/{id}']['get']['responses'][200]>;
export type PersonStatus = Person['status'];
export type PeopleQuery = NonNullable<paths['/v1/users']['get']['parameters']['query']>;
export type PeoplePage = Data<paths['/v1/users']['get']['responses'][200]>;
export type Invitation = NonNullable<paths['/v1/users']['post']['requestBody']>['content']['application/json'];
export type StaffRole = Invitation['roles'][number];
export type PersonPatch = NonNullable<paths['/v1/users/{id}']['patch']['requestBody']>['content']['application/json'];
export type ApiErrorBody = Json<paths['/v1/auth/me']['get']['responses'][401]>;
export type ErrorCode = ApiErrorBody['error']['code'];
