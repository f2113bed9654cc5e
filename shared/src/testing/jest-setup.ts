import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './dom-polyfills';

// antd's first render of a table or form is slow on a loaded 2-core CI machine: RTL's 1 s default for findBy*
// and waitFor made the first test of a file flaky there, and so did 5 s once (the first page of a lazy route took
// 4.7 s on an idle machine and more under load). A wait ends as soon as its element is there, so a generous limit
// only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 20000 });
