export interface VitestProject {
  extends: true;
  test: { name: string; include: string[]; exclude?: string[]; isolate: boolean };
}

export function sharedAndIsolatedProjects(options: {
  dir: string;
  testFile: RegExp;
  include: string[];
  pattern: RegExp;
}): VitestProject[];
