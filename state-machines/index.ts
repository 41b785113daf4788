/**
 * The public door of `state-machines/`: XState machines of the product's lifecycles and the
 * pure rules they need, shared by the backend (which applies commands with them), the gateway
 * and the browser. Other parts import only from here.
 */
export * from './practiceTypes';
export * from './practiceRules';
export * from './practiceCommands';
export * from './practiceMachine';
export * from './practiceCommandQueueMachine';
export type {
  Confirmation,
  PracticeMachineContext,
  PracticeMachineEmitted,
  PracticeMachineEvent,
  PracticeMachineInput,
} from './practiceMachineTypes';
export * from './drillMachine';
export * from './replicaStatus';
export * from './replicaStatusMachine';
export * from './dataOpsActions';
export * from './processingActionMachine';
export * from './combineDrill';
export * from './combineDrillMachine';
export * from './monitorReview';
export * from './monitorReviewMachine';
export * from './alertingLock';
export * from './alertingLockMachine';
export * from './downloadNotices';
export * from './reportDownloadMachine';
export * from './bulkExportMachine';
export * from './connectionRules';
export * from './connectionMachine';
export * from './playbackMachine';
export * from './messages';
export * from './machineCoverage';
