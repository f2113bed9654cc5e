import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './dom-polyfills';

// antd's first render of a table or form is slow on a loaded 2-core CI machine: RTL's 1 s default for findBy*
// and waitFor made the first test of a file flaky there.
configure({ asyncUtilTimeout: 5000 });
