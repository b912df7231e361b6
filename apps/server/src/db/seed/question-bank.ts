/** Demo question bank for the online skill assessment (timed MCQ, four options, one correct). */
export interface DemoQuestion {
  question: string;
  options: { A: string; B: string; C: string; D: string };
  correct: 'A' | 'B' | 'C' | 'D';
}

export interface DemoDomain {
  name: string;
  description: string;
  aptitude: DemoQuestion[];
  domain: DemoQuestion[];
}

/** Shared by every domain's aptitude category. */
const aptitudeQuestions: DemoQuestion[] = [
  {
    question: 'A shirt marked at ₹800 is sold at a 15% discount. What is its selling price?',
    options: { A: '₹650', B: '₹680', C: '₹700', D: '₹720' },
    correct: 'B',
  },
  {
    question: 'Two numbers are in the ratio 3 : 5 and their sum is 96. What is the larger number?',
    options: { A: '60', B: '36', C: '48', D: '56' },
    correct: 'A',
  },
  {
    question:
      'A can do a job in 10 days and B can do it in 15 days. How many days will they take working together?',
    options: { A: '12.5 days', B: '8 days', C: '5 days', D: '6 days' },
    correct: 'D',
  },
  {
    question: 'A train 150 m long runs at 54 km/h. How long does it take to cross a signal pole?',
    options: { A: '9 seconds', B: '12 seconds', C: '10 seconds', D: '15 seconds' },
    correct: 'C',
  },
  {
    question: 'What is the next number in the series 2, 6, 12, 20, 30, ?',
    options: { A: '40', B: '42', C: '44', D: '36' },
    correct: 'B',
  },
  {
    question: 'Two fair coins are tossed together. What is the probability of getting at least one head?',
    options: { A: '1/2', B: '1/4', C: '3/4', D: '2/3' },
    correct: 'C',
  },
  {
    question:
      'Statements: All roses are flowers. Some flowers fade quickly. Which conclusion definitely follows?',
    options: {
      A: 'All roses fade quickly.',
      B: 'Some roses fade quickly.',
      C: 'No rose fades quickly.',
      D: 'None of these conclusions definitely follows.',
    },
    correct: 'D',
  },
  {
    question: 'What is the angle between the hour hand and the minute hand of a clock at 3:30?',
    options: { A: '75°', B: '90°', C: '60°', D: '82.5°' },
    correct: 'A',
  },
  {
    question:
      'If 1 January of a non-leap year is a Monday, what day of the week is 1 January of the following year?',
    options: { A: 'Monday', B: 'Tuesday', C: 'Wednesday', D: 'Sunday' },
    correct: 'B',
  },
  {
    question:
      'A price is raised by 20% and the new price is then cut by 20%. What is the net change in price?',
    options: { A: 'No change', B: '4% increase', C: '4% decrease', D: '2% decrease' },
    correct: 'C',
  },
  {
    question:
      'Five numbers average 20. After one is removed, the other four average 18. Which number was removed?',
    options: { A: '28', B: '22', C: '24', D: '30' },
    correct: 'A',
  },
  {
    question: 'What is the simple interest on ₹5,000 at 8% per annum for 3 years?',
    options: { A: '₹1,000', B: '₹1,500', C: '₹1,120', D: '₹1,200' },
    correct: 'D',
  },
  {
    question: 'In a certain code, CAT is written as DBU. How is DOG written in that code?',
    options: { A: 'EOH', B: 'EPG', C: 'EPH', D: 'CNF' },
    correct: 'C',
  },
  {
    question: "A is B's sister. C is B's mother. D is C's father. How is A related to D?",
    options: { A: 'Daughter', B: 'Granddaughter', C: 'Niece', D: 'Grandmother' },
    correct: 'B',
  },
  {
    question:
      'The present ages of a father and his son add up to 50 years. ' +
      "Five years ago the father was 7 times as old as the son. What is the father's present age?",
    options: { A: '40 years', B: '35 years', C: '42 years', D: '38 years' },
    correct: 'A',
  },
];

const pythonQuestions: DemoQuestion[] = [
  {
    question: 'What does `print(7 // 2, 7 % 2)` output?',
    options: { A: '`3 1`', B: '`3.5 1`', C: '`3 0.5`', D: '`4 1`' },
    correct: 'A',
  },
  {
    question: 'What is printed by `x = [1, 2, 3]; y = x; y.append(4); print(x)`?',
    options: { A: '`[1, 2, 3]`', B: '`[4]`', C: '`[1, 2, 3, 4]`', D: 'An error is raised' },
    correct: 'C',
  },
  {
    question: 'Which of these built-in types is immutable?',
    options: { A: '`list`', B: '`dict`', C: '`set`', D: '`tuple`' },
    correct: 'D',
  },
  {
    question: 'What is the value of `[n * n for n in range(5) if n % 2 == 0]`?',
    options: { A: '`[1, 9]`', B: '`[0, 4, 16]`', C: '`[0, 1, 4, 9, 16]`', D: '`[4, 16]`' },
    correct: 'B',
  },
  {
    question:
      'Given `def f(a, items=[]): items.append(a); return items`, what does `f(1); print(f(2))` print?',
    options: { A: '`[2]`', B: '`[1, 2]`', C: '`[1]`', D: '`None`' },
    correct: 'B',
  },
  {
    question: "Which exception does `int('abc')` raise?",
    options: { A: '`ValueError`', B: '`TypeError`', C: '`SyntaxError`', D: '`KeyError`' },
    correct: 'A',
  },
  {
    question: "Given `d = {'a': 1}`, what does `d.get('b', 0)` return?",
    options: { A: '`None`', B: 'It raises `KeyError`', C: '`0`', D: "`'b'`" },
    correct: 'C',
  },
  {
    question:
      'In `try` / `except` / `else` / `finally`, which block runs only when `try` raises no exception?',
    options: { A: '`try`', B: '`except`', C: '`finally`', D: '`else`' },
    correct: 'D',
  },
  {
    question: "What does `print('abc'[::-1])` output?",
    options: { A: '`cba`', B: '`abc`', C: '`ca`', D: 'It raises `IndexError`' },
    correct: 'A',
  },
  {
    question: 'What is `len({1, 2, 2, 3})`?',
    options: { A: '`4`', B: '`3`', C: '`2`', D: 'It raises `TypeError`' },
    correct: 'B',
  },
  {
    question: 'Which keyword, used inside a function body, makes that function a generator function?',
    options: { A: '`return`', B: '`async`', C: '`yield`', D: '`lambda`' },
    correct: 'C',
  },
  {
    question: 'After `a, *b = [1, 2, 3, 4]`, what is the value of `b`?',
    options: { A: '`2`', B: '`(2, 3, 4)`', C: '`[1, 2, 3]`', D: '`[2, 3, 4]`' },
    correct: 'D',
  },
  {
    question: "What does `print(bool(''), bool('0'))` output?",
    options: { A: '`False False`', B: '`False True`', C: '`True True`', D: '`True False`' },
    correct: 'B',
  },
  {
    question: "What does `sorted(['b', 'A', 'a'])` return?",
    options: {
      A: "`['a', 'A', 'b']`",
      B: "`['a', 'b', 'A']`",
      C: "`['A', 'a', 'b']`",
      D: "`['b', 'a', 'A']`",
    },
    correct: 'C',
  },
  {
    question: 'What does the expression `x is y` check?',
    options: {
      A: 'Whether `x` and `y` refer to the same object',
      B: 'Whether `x` and `y` have equal values',
      C: 'Whether `x` and `y` have the same type',
      D: 'Whether the class of `x` is a subclass of `y`',
    },
    correct: 'A',
  },
];

const javaQuestions: DemoQuestion[] = [
  {
    question: 'Which keyword does a Java class use to inherit from another class?',
    options: { A: '`implements`', B: '`extends`', C: '`inherits`', D: '`super`' },
    correct: 'B',
  },
  {
    question: 'What is the default value of an `int` instance field that is never explicitly assigned?',
    options: { A: '`null`', B: '`-1`', C: 'None; the class fails to compile', D: '`0`' },
    correct: 'D',
  },
  {
    question: 'Which of these collections does not allow duplicate elements?',
    options: { A: '`ArrayList`', B: '`LinkedList`', C: '`HashSet`', D: '`ArrayDeque`' },
    correct: 'C',
  },
  {
    question:
      'Given `String a = "hi"; String b = new String("hi");`, what does `System.out.println(a == b)` print?',
    options: {
      A: '`true`',
      B: '`false`',
      C: 'Nothing; it does not compile',
      D: 'It throws `NullPointerException`',
    },
    correct: 'B',
  },
  {
    question: 'Which of these is a checked exception?',
    options: {
      A: '`IOException`',
      B: '`NullPointerException`',
      C: '`ArithmeticException`',
      D: '`IllegalArgumentException`',
    },
    correct: 'A',
  },
  {
    question: 'What does `javac` produce from a `.java` source file?',
    options: {
      A: 'Native machine code for the current CPU',
      B: 'An executable JAR file',
      C: 'JavaScript for the browser',
      D: 'Platform-independent bytecode in `.class` files',
    },
    correct: 'D',
  },
  {
    question: 'Why does `List<int> nums = new ArrayList<>();` fail to compile?',
    options: {
      A: 'An `ArrayList` cannot be assigned to a `List` variable',
      B: 'The diamond operator `<>` is not allowed here',
      C: 'Type arguments must be reference types, e.g. `Integer`',
      D: 'Generic types cannot be used for local variables',
    },
    correct: 'C',
  },
  {
    question: 'Since Java 8, which of these can an interface declare?',
    options: {
      A: 'Non-static instance fields',
      B: 'Constructors',
      C: 'Default methods with a body',
      D: 'Protected abstract methods',
    },
    correct: 'C',
  },
  {
    question: 'Which statement describes method overriding?',
    options: {
      A: 'A subclass redefines an inherited method with the same signature',
      B: 'A class has several methods with the same name but different parameters',
      C: 'A method calls itself until a base case is reached',
      D: 'A subclass declares a field with the same name as a parent field',
    },
    correct: 'A',
  },
  {
    question: 'What does declaring a class `final` mean?',
    options: {
      A: 'Its fields can never change',
      B: 'It cannot be instantiated',
      C: 'All its methods are static',
      D: 'It cannot be subclassed',
    },
    correct: 'D',
  },
  {
    question: 'What does `System.out.println(10 / 4);` print?',
    options: { A: '`2.5`', B: '`2`', C: '`3`', D: '`2.0`' },
    correct: 'B',
  },
  {
    question: 'Which `Map` implementation keeps its keys in sorted order (natural or by a `Comparator`)?',
    options: { A: '`TreeMap`', B: '`HashMap`', C: '`LinkedHashMap`', D: '`Hashtable`' },
    correct: 'A',
  },
  {
    question: 'A class member declared with no access modifier (package-private) is accessible from:',
    options: {
      A: 'Any class in any package',
      B: 'Only its own class',
      C: 'Its own class and subclasses in any package',
      D: 'Classes in the same package only',
    },
    correct: 'D',
  },
  {
    question: 'When does an object become eligible for garbage collection?',
    options: {
      A: 'As soon as the method that created it returns',
      B: 'Only after `System.gc()` is called',
      C: 'When it is no longer reachable from any live thread',
      D: 'When its reference variable is declared `final`',
    },
    correct: 'C',
  },
  {
    question: 'A method body is `try { return 1; } finally { System.out.println("done"); }`. What happens?',
    options: {
      A: 'It returns 1 and "done" is never printed',
      B: '"done" is printed, then the method returns 1',
      C: 'It does not compile: the `finally` block is unreachable',
      D: '"done" is printed and the method returns nothing',
    },
    correct: 'B',
  },
];

const webQuestions: DemoQuestion[] = [
  {
    question: 'Which HTML element is intended for a major block of navigation links?',
    options: { A: '`<section>`', B: '`<links>`', C: '`<nav>`', D: '`<aside>`' },
    correct: 'C',
  },
  {
    question: 'Which CSS selector has the highest specificity?',
    options: { A: '`.nav .item a`', B: '`#menu`', C: '`ul li a.active`', D: '`div > p`' },
    correct: 'B',
  },
  {
    question: 'In JavaScript, what does `typeof null` evaluate to?',
    options: { A: "`'object'`", B: "`'null'`", C: "`'undefined'`", D: "`'number'`" },
    correct: 'A',
  },
  {
    question: "What does `console.log('5' == 5, '5' === 5)` print?",
    options: { A: '`true true`', B: '`false false`', C: '`false true`', D: '`true false`' },
    correct: 'D',
  },
  {
    question:
      'A request to a protected API has no valid credentials. Which status code should the server return?',
    options: { A: '`400 Bad Request`', B: '`401 Unauthorized`', C: '`403 Forbidden`', D: '`404 Not Found`' },
    correct: 'B',
  },
  {
    question: 'Which HTTP method is NOT idempotent by definition?',
    options: { A: '`GET`', B: '`PUT`', C: '`DELETE`', D: '`POST`' },
    correct: 'D',
  },
  {
    question: 'In a row flex container, which property spaces items along the main (horizontal) axis?',
    options: { A: '`justify-content`', B: '`align-items`', C: '`align-content`', D: '`flex-wrap`' },
    correct: 'A',
  },
  {
    question: 'What is the best way to make an informative `<img>` accessible to screen-reader users?',
    options: {
      A: 'Add a `title` attribute',
      B: 'Wrap it in a `<figure>` element',
      C: 'Give it a concise, descriptive `alt` attribute',
      D: 'Set `aria-hidden="true"` on it',
    },
    correct: 'C',
  },
  {
    question: 'What does this log? `for (var i = 0; i < 3; i++) { setTimeout(() => console.log(i), 0); }`',
    options: { A: '`0 1 2`', B: '`3 3 3`', C: '`2 2 2`', D: '`undefined` three times' },
    correct: 'B',
  },
  {
    question:
      'An element has `box-sizing: border-box; width: 200px; padding: 10px; border: 5px solid;`. ' +
      'What is its total rendered width?',
    options: { A: '200px', B: '230px', C: '220px', D: '215px' },
    correct: 'A',
  },
  {
    question: 'An element with `position: absolute` is positioned relative to:',
    options: {
      A: 'The viewport, always',
      B: 'Its immediate parent element, always',
      C: 'Its nearest positioned ancestor (or the initial containing block)',
      D: 'Its previous sibling element',
    },
    correct: 'C',
  },
  {
    question: 'Why is a `<button>` preferred over a `<div>` with a click handler for triggering actions?',
    options: {
      A: 'It renders faster than a `<div>`',
      B: 'Only buttons can be styled with CSS',
      C: 'It sends its click to the server via AJAX automatically',
      D: 'It is keyboard-focusable and exposes a button role by default',
    },
    correct: 'D',
  },
  {
    question: "What happens when this runs? `const user = { name: 'Ana' }; user.name = 'Ben';`",
    options: {
      A: "`user.name` becomes 'Ben'; `const` only prevents reassigning `user`",
      B: 'A `TypeError` is thrown',
      C: 'A `SyntaxError` is reported',
      D: "The assignment is ignored and `user.name` stays 'Ana'",
    },
    correct: 'A',
  },
  {
    question:
      "In what order is this logged? `console.log('A'); setTimeout(() => console.log('B'), 0); " +
      "Promise.resolve().then(() => console.log('C')); console.log('D');`",
    options: { A: 'A B C D', B: 'A D B C', C: 'A D C B', D: 'A C D B' },
    correct: 'C',
  },
  {
    question: 'Which request header tells the server the media type of the request body, such as JSON?',
    options: { A: '`Accept`', B: '`Content-Type`', C: '`Content-Length`', D: '`Authorization`' },
    correct: 'B',
  },
];

const dataScienceQuestions: DemoQuestion[] = [
  {
    question: 'The values 2, 3, 3, 5 and 102 have a mean of 23. What is their median?',
    options: { A: '23', B: '5', C: '4', D: '3' },
    correct: 'D',
  },
  {
    question: 'If 10 is added to every value in a dataset, what happens to its standard deviation?',
    options: {
      A: 'It stays the same',
      B: 'It increases by 10',
      C: 'It increases by √10',
      D: 'It is multiplied by 10',
    },
    correct: 'A',
  },
  {
    question:
      'A classifier flags 50 emails as spam; 40 of them really are spam. ' +
      'The dataset contains 80 spam emails in total. What is the precision?',
    options: { A: '0.5', B: '0.8', C: '0.4', D: '0.625' },
    correct: 'B',
  },
  {
    question: 'Very high training accuracy but much lower validation accuracy most likely indicates:',
    options: {
      A: 'Underfitting',
      B: 'A learning rate that is too small',
      C: 'Overfitting',
      D: 'Perfectly balanced classes',
    },
    correct: 'C',
  },
  {
    question: 'What does `df.shape` return for a pandas DataFrame with 100 rows and 5 columns?',
    options: { A: '`(100, 5)`', B: '`(5, 100)`', C: '`500`', D: '`[100, 5]`' },
    correct: 'A',
  },
  {
    question: 'A pandas DataFrame `df` has the index labels 10, 20 and 30. What does `df.iloc[0]` return?',
    options: {
      A: 'It raises a `KeyError`',
      B: 'The first column',
      C: 'The row labelled 10',
      D: 'The row labelled 30',
    },
    correct: 'C',
  },
  {
    question: 'What does `np.arange(6).reshape(2, 3).sum(axis=0)` return?',
    options: { A: '`array([3, 12])`', B: '`15`', C: '`array([0, 3])`', D: '`array([3, 5, 7])`' },
    correct: 'D',
  },
  {
    question: 'In SQL, which clause filters groups after aggregation with `GROUP BY`?',
    options: { A: '`WHERE`', B: '`HAVING`', C: '`ORDER BY`', D: '`LIMIT`' },
    correct: 'B',
  },
  {
    question: 'What does `SELECT * FROM a LEFT JOIN b ON a.id = b.a_id` return?',
    options: {
      A: "All rows of `a`, with NULLs for `b`'s columns where there is no match",
      B: 'Only the rows that have a match in both tables',
      C: "All rows of `b`, with NULLs for `a`'s columns where there is no match",
      D: 'Every combination of a row of `a` with a row of `b`',
    },
    correct: 'A',
  },
  {
    question: 'Which of these is an unsupervised learning algorithm?',
    options: {
      A: 'Linear regression',
      B: 'Logistic regression',
      C: 'Random forest classifier',
      D: 'K-means clustering',
    },
    correct: 'D',
  },
  {
    question: 'Why should a feature scaler such as `StandardScaler` be fitted on the training set only?',
    options: {
      A: 'Fitting on the training set is faster',
      B: 'Test data cannot be scaled',
      C: 'To avoid leaking test-set information into training',
      D: 'To make the reported test accuracy higher',
    },
    correct: 'C',
  },
  {
    question: 'A Pearson correlation coefficient of -0.9 between X and Y indicates:',
    options: {
      A: 'No relationship between X and Y',
      B: 'A strong negative linear relationship',
      C: 'A weak negative linear relationship',
      D: 'That increasing X causes Y to decrease',
    },
    correct: 'B',
  },
  {
    question:
      'A hypothesis test gives a p-value of 0.03 and the significance level is 0.05. What is the conclusion?',
    options: {
      A: 'Reject the null hypothesis at the 5% level',
      B: 'Fail to reject the null hypothesis',
      C: 'There is a 3% probability that the null hypothesis is true',
      D: 'The alternative hypothesis is true with 97% certainty',
    },
    correct: 'A',
  },
  {
    question: 'In a dataset where 99% of the samples are negative, why can accuracy be a misleading metric?',
    options: {
      A: 'Accuracy cannot be computed for imbalanced data',
      B: 'Accuracy always equals recall on such data',
      C: 'Accuracy ignores true negatives',
      D: "A model that always predicts 'negative' already scores 99%",
    },
    correct: 'D',
  },
  {
    question: 'Which expression counts the missing values in each column of a pandas DataFrame `df`?',
    options: { A: '`df.count()`', B: '`df.isna().sum()`', C: '`df.dropna()`', D: '`df.fillna(0)`' },
    correct: 'B',
  },
];

/** In this order: Python (id 1), Java (2), Web Development (3), Data Science (4). */
export const demoDomains: DemoDomain[] = [
  {
    name: 'Python',
    description:
      'Core Python: semantics, built-ins, data structures, comprehensions, functions and exceptions.',
    aptitude: aptitudeQuestions,
    domain: pythonQuestions,
  },
  {
    name: 'Java',
    description:
      'Object-oriented Java: classes and inheritance, collections, generics, exceptions and JVM basics.',
    aptitude: aptitudeQuestions,
    domain: javaQuestions,
  },
  {
    name: 'Web Development',
    description:
      'Semantic HTML, CSS layout and specificity, modern JavaScript, HTTP basics and web accessibility.',
    aptitude: aptitudeQuestions,
    domain: webQuestions,
  },
  {
    name: 'Data Science',
    description:
      'Statistics, pandas and NumPy, machine-learning basics, evaluation metrics and SQL for analysis.',
    aptitude: aptitudeQuestions,
    domain: dataScienceQuestions,
  },
];
