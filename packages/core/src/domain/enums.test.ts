import { describe, expect, it } from 'vitest';
import {
  CheckupStage,
  CheckupType,
  DayOfWeek,
  MessageStatus,
  MessageType,
  UserAccountKind,
} from './enums';

describe('enumerations', () => {
  it('numbers message statuses as the spec does', () => {
    expect(MessageStatus).toEqual({
      Undefined: 0,
      InQueue: 1,
      InProcess: 2,
      Complete: 3,
      Reject: 4,
      Deferred: 5,
      Immediate: 6,
    });
  });

  it('numbers message types in the order of the spec', () => {
    expect(Object.keys(MessageType)).toEqual(['Undefined', 'Email', 'SMS', 'SignalR']);
    expect(Object.values(MessageType)).toEqual([0, 1, 2, 3]);
  });

  it("keeps the spec's checkup stages and their order, spelling included", () => {
    expect(CheckupStage.Inititial).toBe(0);
    expect(CheckupStage.Completed).toBe(6);
    expect(Object.values(CheckupStage)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('numbers checkup types, account kinds and week days', () => {
    expect(CheckupType).toEqual({ TractionPlan: 0, ExcelScorecard: 1 });
    expect(UserAccountKind).toEqual({ Regular: 0, ViewContent: 1 });
    expect(DayOfWeek.Sunday).toBe(0);
    expect(DayOfWeek.Saturday).toBe(6);
  });
});
