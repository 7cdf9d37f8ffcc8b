// The careers list's rules as pure functions, shared with the API's GET /jobs/careers (contracts).
export {
  filterJobs,
  locationOptions,
  paginate,
  sortJobs,
  typeOptions,
  type CareersFilters,
  type CareersPageSize,
  type Page,
} from '@crestline/contracts/careers-list';
