<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;金拉米 Desktop {version}&lt;/h3&gt;&lt;p&gt;Two card games against fair bots, offline: 金拉米 (Jin Rummy, a Gin Rummy for two) and 拉米纸牌 (Rummy, for two to four players).&lt;/p&gt;&lt;p&gt;Card faces, backs and sounds are drawn and made by the app&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;金拉米 Desktop {version}&lt;/h3&gt;&lt;p&gt;Two card games against fair bots, offline: 金拉米 (Jin Rummy, a Gin Rummy for two) and 拉米纸牌 (Rummy, for two to four players).&lt;/p&gt;&lt;p&gt;Card faces, backs and sounds are drawn and made by the app&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AccuracyPage</name>
    <message>
        <source>Reviewed hand (oldest first)</source>
        <extracomment>How many reviewed hands the &quot;recent&quot; and &quot;first&quot; figures take.</extracomment>
        <translation>Reviewed hand (oldest first)</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Each reviewed hand</source>
        <translation>Each reviewed hand</translation>
    </message>
    <message>
        <source>Whole match reviewed</source>
        <translation>Whole match reviewed</translation>
    </message>
    <message>
        <source>Accuracy over time</source>
        <translation>Accuracy over time</translation>
    </message>
    <message>
        <source>Hands reviewed:</source>
        <translation>Hands reviewed:</translation>
    </message>
    <message>
        <source>Mean accuracy:</source>
        <translation>Mean accuracy:</translation>
    </message>
    <message numerus="yes">
        <source>Last %n reviewed hand(s):</source>
        <translation>
            <numerusform>Last %n reviewed hand:</numerusform>
            <numerusform>Last %n reviewed hands:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First %n reviewed hand(s):</source>
        <translation>
            <numerusform>First %n reviewed hand:</numerusform>
            <numerusform>First %n reviewed hands:</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches reviewed whole:</source>
        <translation>Matches reviewed whole:</translation>
    </message>
    <message>
        <source>Accuracy is the share of your decisions within 2 % win chance of the best move, valued from what you could see at the time. Review a hand from its result or from the hand history; each review is kept.</source>
        <translation>Accuracy is the share of your decisions within 2 % win chance of the best move, valued from what you could see at the time. Review a hand from its result or from the hand history; each review is kept.</translation>
    </message>
    <message>
        <source>No hand reviewed yet: the chart starts after one.</source>
        <translation>No hand reviewed yet: the chart starts after one.</translation>
    </message>
</context>
<context>
    <name>DataLock</name>
    <message>
        <source>Data folder in use</source>
        <extracomment>How long the second step of start-up waits for the window&apos;s first frame at most. Held until the first hand is painted (its first look would walk all of start-up).</extracomment>
        <translation>Data folder in use</translation>
    </message>
    <message>
        <source>Open &amp;read-only</source>
        <translation>Open &amp;read-only</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Another 金拉米 Desktop is using the data folder {folder}. One data folder serves one app at a time.</source>
        <translation>Another 金拉米 Desktop is using the data folder {folder}. One data folder serves one app at a time.</translation>
    </message>
    <message>
        <source>Another 金拉米 Desktop (process {pid} on the computer {host}) is using the data folder {folder}. One data folder serves one app at a time.</source>
        <translation>Another 金拉米 Desktop (process {pid} on the computer {host}) is using the data folder {folder}. One data folder serves one app at a time.</translation>
    </message>
    <message>
        <source>Another 金拉米 Desktop (process {pid}) is using the data folder {folder}. One data folder serves one app at a time.</source>
        <translation>Another 金拉米 Desktop (process {pid}) is using the data folder {folder}. One data folder serves one app at a time.</translation>
    </message>
    <message>
        <source>The data folder cannot be locked: {path} is a folder, where the app keeps its lock file. Move or remove that folder; until then this app cannot tell whether another one is using the data folder.</source>
        <translation>The data folder cannot be locked: {path} is a folder, where the app keeps its lock file. Move or remove that folder; until then this app cannot tell whether another one is using the data folder.</translation>
    </message>
    <message>
        <source>The data folder cannot be locked: {path} is not a file (a link, a pipe or a device is there), where the app keeps its lock file. Move or remove it; until then this app cannot tell whether another one is using the data folder.</source>
        <translation>The data folder cannot be locked: {path} is not a file (a link, a pipe or a device is there), where the app keeps its lock file. Move or remove it; until then this app cannot tell whether another one is using the data folder.</translation>
    </message>
    <message>
        <source>Read-only: this window keeps nothing (no autosave, no statistics, no settings) and leaves the other app&apos;s files alone.</source>
        <translation>Read-only: this window keeps nothing (no autosave, no statistics, no settings) and leaves the other app&apos;s files alone.</translation>
    </message>
</context>
<context>
    <name>DealWordsBox</name>
    <message>
        <source>Your words for the deal (optional), typed after the app&apos;s commitment:</source>
        <extracomment>The words changed (their problem, if any, may have too).</extracomment>
        <translation>Your words for the deal (optional), typed after the app&apos;s commitment:</translation>
    </message>
    <message>
        <source>The app&apos;s commitment: {commitment}</source>
        <translation>The app&apos;s commitment: {commitment}</translation>
    </message>
    <message>
        <source>The app has committed to its secret before you type: this is its SHA-256. The seed will be the hash of that secret and your words, so neither you nor the app alone chooses the deal.</source>
        <translation>The app has committed to its secret before you type: this is its SHA-256. The seed will be the hash of that secret and your words, so neither you nor the app alone chooses the deal.</translation>
    </message>
    <message>
        <source>e.g. plum blossom</source>
        <translation>e.g. plum blossom</translation>
    </message>
    <message>
        <source>Up to {limit} characters, mixed with the app&apos;s secret into the seed; both are shown when the match ends. Leave empty to deal as usual.</source>
        <translation>Up to {limit} characters, mixed with the app&apos;s secret into the seed; both are shown when the match ends. Leave empty to deal as usual.</translation>
    </message>
</context>
<context>
    <name>DrillWords</name>
    <message>
        <source>Which card do you discard?</source>
        <extracomment>Every kind of drill the engine makes (``engine.drills``).</extracomment>
        <translation>Which card do you discard?</translation>
    </message>
    <message>
        <source>Take the up-card?</source>
        <translation>Take the up-card?</translation>
    </message>
    <message>
        <source>Which pile do you draw from?</source>
        <translation>Which pile do you draw from?</translation>
    </message>
    <message>
        <source>Knock now?</source>
        <translation>Knock now?</translation>
    </message>
    <message>
        <source>Lay off where?</source>
        <translation>Lay off where?</translation>
    </message>
    <message>
        <source>Lay down a meld now, or play on?</source>
        <translation>Lay down a meld now, or play on?</translation>
    </message>
    <message>
        <source>What do you play?</source>
        <translation>What do you play?</translation>
    </message>
    <message>
        <source>Drag the card to the discard pile, or double-click it (keys: arrows, Enter).</source>
        <translation>Drag the card to the discard pile, or double-click it (keys: arrows, Enter).</translation>
    </message>
    <message>
        <source>Click the discard pile to take it, or Pass on the panel (keys: D or P).</source>
        <translation>Click the discard pile to take it, or Pass on the panel (keys: D or P).</translation>
    </message>
    <message>
        <source>Click the stock or the discard pile (keys: S or D).</source>
        <translation>Click the stock or the discard pile (keys: S or D).</translation>
    </message>
    <message>
        <source>Right-click a card to knock with it (key: K), or discard it as usual to play on.</source>
        <translation>Right-click a card to knock with it (key: K), or discard it as usual to play on.</translation>
    </message>
    <message>
        <source>Drag a card onto the knocker&apos;s meld, or click Done laying off on the panel.</source>
        <translation>Drag a card onto the knocker&apos;s meld, or click Done laying off on the panel.</translation>
    </message>
    <message>
        <source>Select the cards and drag them to the table to meld, or discard to play on.</source>
        <translation>Select the cards and drag them to the table to meld, or discard to play on.</translation>
    </message>
    <message>
        <source>Play your move on the table as usual.</source>
        <translation>Play your move on the table as usual.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Right: {move} is the best move here.</source>
        <translation>Right: {move} is the best move here.</translation>
    </message>
    <message>
        <source>Not the best: you chose {move}; the best move is {best}.</source>
        <translation>Not the best: you chose {move}; the best move is {best}.</translation>
    </message>
    <message>
        <source>The usual move is {move} ({loss}).</source>
        <translation>The usual move is {move} ({loss}).</translation>
    </message>
    <message>
        <source>In your hand you played {move} ({loss}).</source>
        <translation>In your hand you played {move} ({loss}).</translation>
    </message>
    <message numerus="yes">
        <source>It comes back in %n day(s).</source>
        <translation>
            <numerusform>It comes back in %n day.</numerusform>
            <numerusform>It comes back in %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillsSection</name>
    <message>
        <source>{learnt} of {drills}</source>
        <extracomment>The keys of the section&apos;s figures, in their order. The &quot;recent&quot; figure&apos;s span, in days.</extracomment>
        <translation>{learnt} of {drills}</translation>
    </message>
    <message>
        <source>Week of drills</source>
        <translation>Week of drills</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>Accuracy on drills, week by week</source>
        <translation>Accuracy on drills, week by week</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <source>Drills answered:</source>
        <translation>Drills answered:</translation>
    </message>
    <message>
        <source>Answered right:</source>
        <translation>Answered right:</translation>
    </message>
    <message numerus="yes">
        <source>Right in the last %n day(s):</source>
        <translation>
            <numerusform>Right in the last %n day:</numerusform>
            <numerusform>Right in the last %n days:</numerusform>
        </translation>
    </message>
    <message>
        <source>Due today:</source>
        <translation>Due today:</translation>
    </message>
    <message>
        <source>Learnt:</source>
        <translation>Learnt:</translation>
    </message>
    <message>
        <source>No drill answered yet: Help → Drills asks your costly moves again.</source>
        <translation>No drill answered yet: Help → Drills asks your costly moves again.</translation>
    </message>
</context>
<context>
    <name>DrillsWindow</name>
    <message>
        <source>{value} %</source>
        <extracomment>How many due drills the screen lists in one sitting (the rest wait for the next).</extracomment>
        <translation>{value} %</translation>
    </message>
    <message>
        <source>today</source>
        <extracomment>The refusal code of the move that answers a drill (and of any move after it). The guide, as the tutorial&apos;s: a warm paper tone; a right answer green, a wrong one red. The guide&apos;s words grow with a tall window (× window height / this, at most ×MAX_SCALE). The list&apos;s columns: game, question, from, due, right answers in a row. The window closed (the held match plays on). The drills listed (due today, or the daily puzzles), and the one on the table. The answer of the drill on the table (``None`` until the player moves). Words said after the verdict: when it comes back, or a storage problem. Answers the statistics could not keep yet (tried again: :meth:`keep_answers`). A storage problem of the list (said over it; the drills still play).</extracomment>
        <translation>today</translation>
    </message>
    <message>
        <source>since {day}</source>
        <translation>since {day}</translation>
    </message>
    <message numerus="yes">
        <source>%n drill(s) due today, from your own reviewed hands.</source>
        <translation>
            <numerusform>%n drill due today, from your own reviewed hands.</numerusform>
            <numerusform>%n drills due today, from your own reviewed hands.</numerusform>
        </translation>
    </message>
    <message>
        <source>No drill of your own is due today: here is today&apos;s puzzle of each game.</source>
        <translation>No drill of your own is due today: here is today&apos;s puzzle of each game.</translation>
    </message>
    <message>
        <source>Nothing to practise today. Review a hand to make drills of it.</source>
        <translation>Nothing to practise today. Review a hand to make drills of it.</translation>
    </message>
    <message numerus="yes">
        <source>Answered so far: %n, right {share}.</source>
        <translation>
            <numerusform>Answered so far: %n, right {share}.</numerusform>
            <numerusform>Answered so far: %n, right {share}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is not kept yet: {problem} It is tried again with the next answer and when the drills close.</source>
        <translation>The answer is not kept yet: {problem} It is tried again with the next answer and when the drills close.</translation>
    </message>
    <message>
        <source>Drill {n} of {count} · {game} · {source}</source>
        <translation>Drill {n} of {count} · {game} · {source}</translation>
    </message>
    <message>
        <source>&amp;Next drill</source>
        <translation>&amp;Next drill</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Finish</translation>
    </message>
    <message>
        <source>&amp;Back to the list</source>
        <translation>&amp;Back to the list</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <source>Drills: your own mistakes, asked again</source>
        <translation>Drills: your own mistakes, asked again</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Right in a row</source>
        <translation>Right in a row</translation>
    </message>
    <message>
        <source>Today&apos;s drills</source>
        <translation>Today&apos;s drills</translation>
    </message>
    <message>
        <source>Each drill is a position as you saw it, never a card you could not see. A right answer brings the drill back after 1, 3, 7, then 21 days; a wrong one brings it back tomorrow.</source>
        <translation>Each drill is a position as you saw it, never a card you could not see. A right answer brings the drill back after 1, 3, 7, then 21 days; a wrong one brings it back tomorrow.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
</context>
<context>
    <name>FairnessBadge</name>
    <message>
        <source>Deals committed: {fingerprint} (revealed)</source>
        <translation>Deals committed: {fingerprint} (revealed)</translation>
    </message>
    <message>
        <source>Deals committed: {fingerprint}</source>
        <translation>Deals committed: {fingerprint}</translation>
    </message>
    <message>
        <source>The SHA-256 commitment to the app&apos;s secret, made before you typed your words; the seed is the hash of both:
{commitment}
Game → Match info… shows it whole, and the secret, seed and salt once the match has ended.</source>
        <translation>The SHA-256 commitment to the app&apos;s secret, made before you typed your words; the seed is the hash of both:
{commitment}
Game → Match info… shows it whole, and the secret, seed and salt once the match has ended.</translation>
    </message>
    <message>
        <source>The SHA-256 commitment to this match&apos;s seed, fixed before the first card:
{commitment}
Game → Match info… shows it whole, and the seed and salt once the match has ended.</source>
        <translation>The SHA-256 commitment to this match&apos;s seed, fixed before the first card:
{commitment}
Game → Match info… shows it whole, and the seed and salt once the match has ended.</translation>
    </message>
</context>
<context>
    <name>HandResultDialog</name>
    <message>
        <source>Hand {number}</source>
        <extracomment>The bot&apos;s portrait beside its name, on the knocker&apos;s or the defender&apos;s row.</extracomment>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>Nobody scores in this hand.</source>
        <translation>Nobody scores in this hand.</translation>
    </message>
    <message numerus="yes">
        <source>You win %n point(s).</source>
        <translation>
            <numerusform>You win %n point.</numerusform>
            <numerusform>You win %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins %n point(s).</source>
        <translation>
            <numerusform>{name} wins %n point.</numerusform>
            <numerusform>{name} wins %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} knocked (deadwood {points}):</source>
        <translation>{name} knocked (deadwood {points}):</translation>
    </message>
    <message>
        <source>You laid off:</source>
        <translation>You laid off:</translation>
    </message>
    <message>
        <source>{name} laid off:</source>
        <translation>{name} laid off:</translation>
    </message>
    <message>
        <source>{name} (deadwood {points}):</source>
        <translation>{name} (deadwood {points}):</translation>
    </message>
    <message>
        <source>Total: {points}</source>
        <translation>Total: {points}</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Your hand:</translation>
    </message>
    <message>
        <source>Match score: {a} {pa} : {pb} {b}</source>
        <translation>Match score: {a} {pa} : {pb} {b}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>New match…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Team score: your team {a} : {b} the other team</source>
        <translation>Team score: your team {a} : {b} the other team</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message>
        <source>Hint: meld {cards}</source>
        <translation>Hint: meld {cards}</translation>
    </message>
    <message>
        <source>a run</source>
        <extracomment>A game&apos;s words for the reason against taking a card (``no_gain``), given the card.</extracomment>
        <translation>a run</translation>
    </message>
    <message>
        <source>a set</source>
        <translation>a set</translation>
    </message>
    <message>
        <source>completes the run {cards}</source>
        <translation>completes the run {cards}</translation>
    </message>
    <message>
        <source>completes the set {cards}</source>
        <translation>completes the set {cards}</translation>
    </message>
    <message>
        <source>goes with {card} for a run</source>
        <translation>goes with {card} for a run</translation>
    </message>
    <message>
        <source>pairs with {card} for a set</source>
        <translation>pairs with {card} for a set</translation>
    </message>
    <message>
        <source>keeps {cards} for a run</source>
        <translation>keeps {cards} for a run</translation>
    </message>
    <message>
        <source>keeps {cards} for a set</source>
        <translation>keeps {cards} for a set</translation>
    </message>
    <message>
        <source>{card} goes with no other card</source>
        <translation>{card} goes with no other card</translation>
    </message>
    <message>
        <source>{card} helps none of your melds</source>
        <translation>{card} helps none of your melds</translation>
    </message>
    <message>
        <source>taking {card} would not lower your deadwood</source>
        <translation>taking {card} would not lower your deadwood</translation>
    </message>
    <message>
        <source>deadwood after your discard: {points}</source>
        <translation>deadwood after your discard: {points}</translation>
    </message>
    <message>
        <source>your deadwood stays {points}</source>
        <translation>your deadwood stays {points}</translation>
    </message>
    <message>
        <source>deadwood after: {points}</source>
        <translation>deadwood after: {points}</translation>
    </message>
    <message>
        <source>gin: no deadwood</source>
        <translation>gin: no deadwood</translation>
    </message>
    <message>
        <source>deadwood: {points}</source>
        <translation>deadwood: {points}</translation>
    </message>
    <message>
        <source>knock now: deadwood {points}</source>
        <translation>knock now: deadwood {points}</translation>
    </message>
    <message>
        <source>fits {cards}</source>
        <translation>fits {cards}</translation>
    </message>
    <message>
        <source>you go out</source>
        <translation>you go out</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in your hand</source>
        <translation>
            <numerusform>%n card left in your hand</numerusform>
            <numerusform>%n cards left in your hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unseen card(s) would make a meld, against {m} after discarding {card}</source>
        <translation>
            <numerusform>%n unseen card would make a meld, against {m} after discarding {card}</numerusform>
            <numerusform>%n unseen cards would make a meld, against {m} after discarding {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) fewer in your hand</source>
        <translation>
            <numerusform>%n point fewer in your hand</numerusform>
            <numerusform>%n points fewer in your hand</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the reasons of a hint</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{move} — {reasons}</source>
        <translation>{move} — {reasons}</translation>
    </message>
</context>
<context>
    <name>HollywoodWords</name>
    <message>
        <source>A drawn hand scores in no game.</source>
        <extracomment>Marks a decided game in the sheet&apos;s and the scoreboard&apos;s cells.</extracomment>
        <translation>A drawn hand scores in no game.</translation>
    </message>
    <message>
        <source>The games this win counts in are decided: it scores in none.</source>
        <translation>The games this win counts in are decided: it scores in none.</translation>
    </message>
    <message>
        <source>Scored in game {a}.</source>
        <translation>Scored in game {a}.</translation>
    </message>
    <message>
        <source>Scored in games {a} and {b}.</source>
        <translation>Scored in games {a} and {b}.</translation>
    </message>
    <message>
        <source>Scored in games {a}, {b} and {c}.</source>
        <translation>Scored in games {a}, {b} and {c}.</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Game {n}</translation>
    </message>
    <message>
        <source>Game {n}: {a} : {b}, still open</source>
        <translation>Game {n}: {a} : {b}, still open</translation>
    </message>
    <message>
        <source>Game {n}: drawn {a} : {b}</source>
        <translation>Game {n}: drawn {a} : {b}</translation>
    </message>
    <message>
        <source>Game {n}: you win {a} : {b}</source>
        <translation>Game {n}: you win {a} : {b}</translation>
    </message>
    <message>
        <source>Game {n}: {name} wins {a} : {b}</source>
        <translation>Game {n}: {name} wins {a} : {b}</translation>
    </message>
</context>
<context>
    <name>JinlamiPanel</name>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Arrange your hand:</source>
        <translation>Arrange your hand:</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Moves of this hand</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Melds</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Suit</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Melds first, then deadwood</source>
        <translation>Melds first, then deadwood</translation>
    </message>
    <message>
        <source>By suit, then by rank</source>
        <translation>By suit, then by rank</translation>
    </message>
    <message>
        <source>By rank, then by suit</source>
        <translation>By rank, then by suit</translation>
    </message>
    <message>
        <source>Pass (leave the up-card)</source>
        <translation>Pass (leave the up-card)</translation>
    </message>
    <message>
        <source>Do not take the up-card (P)</source>
        <translation>Do not take the up-card (P)</translation>
    </message>
    <message>
        <source>Best layoff</source>
        <translation>Best layoff</translation>
    </message>
    <message>
        <source>Lay off the cards that leave you the best result (B)</source>
        <translation>Lay off the cards that leave you the best result (B)</translation>
    </message>
    <message>
        <source>Done laying off</source>
        <translation>Done laying off</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Show what a strong bot would play (H); the match then counts as practice</source>
        <translation>Show what a strong bot would play (H); the match then counts as practice</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Deal the next hand (Ctrl+Enter)</source>
        <translation>Deal the next hand (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Gin is possible: drop a card on the knock area</source>
        <translation>Gin is possible: drop a card on the knock area</translation>
    </message>
    <message numerus="yes">
        <source>You can knock with %n point(s) of deadwood</source>
        <translation>
            <numerusform>You can knock with %n point of deadwood</numerusform>
            <numerusform>You can knock with %n points of deadwood</numerusform>
        </translation>
    </message>
    <message>
        <source>Your unfinished match is saved: Game → Resume unfinished match…</source>
        <translation>Your unfinished match is saved: Game → Resume unfinished match…</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>Duel {i} of {n} — team score {a} : {b}</source>
        <translation>Duel {i} of {n} — team score {a} : {b}</translation>
    </message>
    <message>
        <source>Replay of hand {n}</source>
        <translation>Replay of hand {n}</translation>
    </message>
    <message>
        <source>Hand {n} of {total}</source>
        <translation>Hand {n} of {total}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Hand {n}</translation>
    </message>
    <message>
        <source>Dealer: {name}</source>
        <translation>Dealer: {name}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards left to draw</source>
        <translation>Cards left to draw</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n card(s)</source>
        <translation>
            <numerusform>{name} holds %n card</numerusform>
            <numerusform>{name} holds %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Finish laying off and settle the hand (F)</source>
        <translation>Finish laying off and settle the hand (F)</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} to play</translation>
    </message>
    <message>
        <source>Start a new match from the Game menu</source>
        <translation>Start a new match from the Game menu</translation>
    </message>
    <message>
        <source>{name}: {activity}</source>
        <translation>{name}: {activity}</translation>
    </message>
</context>
<context>
    <name>JinlamiScene</name>
    <message>
        <source>Discard</source>
        <extracomment>A dark plate under the opponent&apos;s portrait and name, so they read on the felt as a seat (as 拉米纸牌&apos;s plates), not as loose small print. The opponent bot&apos;s portrait, left of its name on the felt (hidden for none). The bot level the portrait shows (&quot;&quot;: none). Each seat&apos;s last move (by seat), in the room the rows leave free. Oklahoma&apos;s plate under the discard pile: the up-card and the terms it set.</extracomment>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Gin possible! Drop a card here</source>
        <translation>Gin possible! Drop a card here</translation>
    </message>
    <message>
        <source>Knock possible! Drop a card here</source>
        <translation>Knock possible! Drop a card here</translation>
    </message>
    <message>
        <source>Gin only here (face down)</source>
        <translation>Gin only here (face down)</translation>
    </message>
    <message>
        <source>Knock here (face down)</source>
        <translation>Knock here (face down)</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n card</numerusform>
            <numerusform>{name}: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Deadwood after your best discard: {points}</source>
        <translation>Deadwood after your best discard: {points}</translation>
    </message>
    <message>
        <source>Deadwood: {points}</source>
        <translation>Deadwood: {points}</translation>
    </message>
</context>
<context>
    <name>JinlamiScore</name>
    <message>
        <source>Duel {i} of {n} · hand {k} of {total}</source>
        <extracomment>The settlement kinds that are a gin of some kind (三金, 二金, 金龙, International gin).</extracomment>
        <translation>Duel {i} of {n} · hand {k} of {total}</translation>
    </message>
    <message>
        <source>Hand {k} of {total}</source>
        <translation>Hand {k} of {total}</translation>
    </message>
    <message>
        <source>Hand {k} · first to {target}</source>
        <translation>Hand {k} · first to {target}</translation>
    </message>
    <message>
        <source>Hand {k} · Hollywood, three games to {target}</source>
        <translation>Hand {k} · Hollywood, three games to {target}</translation>
    </message>
    <message>
        <source>Hand {k} · game to {target}</source>
        <translation>Hand {k} · game to {target}</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>Dealer: {name}</source>
        <translation>Dealer: {name}</translation>
    </message>
    <message>
        <source>With bonuses {a} : {b}</source>
        <translation>With bonuses {a} : {b}</translation>
    </message>
    <message>
        <source>Teams {a} : {b}</source>
        <translation>Teams {a} : {b}</translation>
    </message>
    <message>
        <source>{game}: {cell}</source>
        <translation>{game}: {cell}</translation>
    </message>
    <message>
        <source>{name}: {result}</source>
        <translation>{name}: {result}</translation>
    </message>
    <message>
        <source>{game} · {mode}</source>
        <translation>{game} · {mode}</translation>
    </message>
    <message>
        <source>{a} against {b} — {result}</source>
        <translation>{a} against {b} — {result}</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Your team</translation>
    </message>
    <message>
        <source>Other team</source>
        <translation>Other team</translation>
    </message>
    <message>
        <source>Game 1 to 3: the points scored in each game so far, {a} : {b}; {mark} the game is decided.</source>
        <translation>Game 1 to 3: the points scored in each game so far, {a} : {b}; {mark} the game is decided.</translation>
    </message>
    <message>
        <source>{result} · games {games}</source>
        <translation>{result} · games {games}</translation>
    </message>
    <message>
        <source>{result} · no game</source>
        <translation>{result} · no game</translation>
    </message>
    <message>
        <source>Hand {k} is in play.</source>
        <translation>Hand {k} is in play.</translation>
    </message>
    <message>
        <source>With the game, box and shut-out bonuses the final score is {a} : {b}.</source>
        <translation>With the game, box and shut-out bonuses the final score is {a} : {b}.</translation>
    </message>
    <message>
        <source>{points} ({result}, hand {k})</source>
        <translation>{points} ({result}, hand {k})</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Gins (no deadwood)</source>
        <translation>Gins (no deadwood)</translation>
    </message>
    <message>
        <source>Knocks won</source>
        <translation>Knocks won</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>Undercuts</translation>
    </message>
    <message>
        <source>Drawn hands</source>
        <translation>Drawn hands</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Best hand</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>The match is drawn.</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <translation>Your team wins the match!</translation>
    </message>
    <message>
        <source>The other team wins the match.</source>
        <translation>The other team wins the match.</translation>
    </message>
    <message>
        <source>Team score: your team {a} : {b} the other team</source>
        <translation>Team score: your team {a} : {b} the other team</translation>
    </message>
    <message>
        <source>Team score</source>
        <translation>Team score</translation>
    </message>
    <message>
        <source>Points: {name}</source>
        <translation>Points: {name}</translation>
    </message>
    <message>
        <source>The other team</source>
        <translation>The other team</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>You win the match!</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} wins the match!</translation>
    </message>
    <message>
        <source>Final score: {a} {pa} : {pb} {b}</source>
        <translation>Final score: {a} {pa} : {pb} {b}</translation>
    </message>
    <message>
        <source>Points from hands</source>
        <translation>Points from hands</translation>
    </message>
    <message>
        <source>Game, box and shut-out bonuses</source>
        <translation>Game, box and shut-out bonuses</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
</context>
<context>
    <name>KeyHelp</name>
    <message>
        <source>Move between your cards</source>
        <extracomment>The main window&apos;s game commands that have a key, by attribute (the test reads each one&apos;s shortcut there and checks it is listed).</extracomment>
        <translation>Move between your cards</translation>
    </message>
    <message>
        <source>Go to your first / last card</source>
        <translation>Go to your first / last card</translation>
    </message>
    <message>
        <source>Move the card within your hand</source>
        <translation>Move the card within your hand</translation>
    </message>
    <message>
        <source>Hint (the match then counts as practice)</source>
        <translation>Hint (the match then counts as practice)</translation>
    </message>
    <message>
        <source>Arrange by melds / suit / rank</source>
        <translation>Arrange by melds / suit / rank</translation>
    </message>
    <message>
        <source>Best layoff</source>
        <translation>Best layoff</translation>
    </message>
    <message>
        <source>Done laying off</source>
        <translation>Done laying off</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Take the top card of the discard pile</translation>
    </message>
    <message>
        <source>Pass on the up-card</source>
        <translation>Pass on the up-card</translation>
    </message>
    <message>
        <source>Play the card: discard it, or lay it off when laying off</source>
        <translation>Play the card: discard it, or lay it off when laying off</translation>
    </message>
    <message>
        <source>Knock with the card (a dialog shows your melds first)</source>
        <translation>Knock with the card (a dialog shows your melds first)</translation>
    </message>
    <message>
        <source>Select the card, or leave it out of the selection</source>
        <translation>Select the card, or leave it out of the selection</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Clear the selection</translation>
    </message>
    <message>
        <source>Meld the selected cards</source>
        <translation>Meld the selected cards</translation>
    </message>
    <message>
        <source>Lay the card off on the first meld it fits</source>
        <translation>Lay the card off on the first meld it fits</translation>
    </message>
    <message>
        <source>Discard the card</source>
        <translation>Discard the card</translation>
    </message>
    <message>
        <source>Undo the last meld or lay-off</source>
        <translation>Undo the last meld or lay-off</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>KnockDialog</name>
    <message>
        <source>{melds}
Gin: no deadwood</source>
        <extracomment>The most ways to show the melds listed at once (more scroll).</extracomment>
        <translation>{melds}
Gin: no deadwood</translation>
    </message>
    <message>
        <source>{melds}
Deadwood {points}: {cards}</source>
        <translation>{melds}
Deadwood {points}: {cards}</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>You go gin with {card} face down. Choose how to show your melds; the first is the suggested one.</source>
        <translation>You go gin with {card} face down. Choose how to show your melds; the first is the suggested one.</translation>
    </message>
    <message>
        <source>You knock with {card} face down. Choose how to show your melds; the first is the suggested one.</source>
        <translation>You knock with {card} face down. Choose how to show your melds; the first is the suggested one.</translation>
    </message>
    <message>
        <source>Choose how to show your melds.</source>
        <translation>Choose how to show your melds.</translation>
    </message>
    <message>
        <source>Ways to show your melds</source>
        <translation>Ways to show your melds</translation>
    </message>
    <message>
        <source>No deadwood: this is gin; no layoff allowed.</source>
        <translation>No deadwood: this is gin; no layoff allowed.</translation>
    </message>
    <message>
        <source>Deadwood {points}: the opponent may lay off on your melds.</source>
        <translation>Deadwood {points}: the opponent may lay off on your melds.</translation>
    </message>
</context>
<context>
    <name>LayoffWords</name>
    <message>
        <source>set {cards}</source>
        <translation>set {cards}</translation>
    </message>
    <message>
        <source>run {cards}</source>
        <translation>run {cards}</translation>
    </message>
    <message>
        <source>You laid off {cards} on your {meld}</source>
        <translation>You laid off {cards} on your {meld}</translation>
    </message>
    <message>
        <source>You laid off {cards} on {owner}&apos;s {meld}</source>
        <translation>You laid off {cards} on {owner}&apos;s {meld}</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on its own {meld}</source>
        <translation>{name} laid off {cards} on its own {meld}</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on your {meld}</source>
        <translation>{name} laid off {cards} on your {meld}</translation>
    </message>
    <message>
        <source>{name} laid off {cards} on {owner}&apos;s {meld}</source>
        <translation>{name} laid off {cards} on {owner}&apos;s {meld}</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>金拉米 Desktop is free software under the MIT licence. Run from source, it uses these Python packages, installed here with their own licence files:</source>
        <extracomment>The notice&apos;s file name in the bundle (``packaging/notices.py`` writes it). The distributions the app runs on (its runtime requirements and theirs). A notice larger than this is not ours: it is not read.</extracomment>
        <translation>金拉米 Desktop is free software under the MIT licence. Run from source, it uses these Python packages, installed here with their own licence files:</translation>
    </message>
    <message>
        <source>Qt is used under the GNU LGPL version 3 (https://www.gnu.org/licenses/lgpl-3.0.html); its source is at https://download.qt.io/official_releases/qt/. The installed app carries the full notices of every component with their licence texts.</source>
        <translation>Qt is used under the GNU LGPL version 3 (https://www.gnu.org/licenses/lgpl-3.0.html); its source is at https://download.qt.io/official_releases/qt/. The installed app carries the full notices of every component with their licence texts.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>金拉米 Desktop</source>
        <translation>金拉米 Desktop</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>Sounds of the table&apos;s events (a finished hand sounds as won or lost). The position the open knock dialog was made for (:func:`_position`).</extracomment>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Score and turn</source>
        <translation>Score and turn</translation>
    </message>
    <message>
        <source>金拉米 Desktop (read-only)</source>
        <extracomment>Saves and statistics (``None``: nothing is kept, e.g. most widget tests). Another instance holds the data folder: this one keeps nothing (title says so). Each game&apos;s controller, table, panel and dialogs, by registry id (in order), built the first time it is looked up (:meth:`_build_game`). Is the window whole (:meth:`complete`)? Until then it has only its frame. Set by the app to persist preferences (a callable taking Preferences). Set by the app to remember the new-match choices (a callable taking the chosen game&apos;s setup). Save as…, Load…, Resume, Statistics… and replay, with their dialogs. Game → Score sheet… and the match-end screen. The hand review (coach): its window, opened from the menu, results, statistics. The commitment&apos;s fingerprint in the status line (provably fair deals). How many hands wait to be recorded in the statistics, in the status line. Help → Tutorial: one entry per game. Help → Drills (and the review&apos;s Drills button). View → Full screen (F11): the window over the whole screen, and back. Help → Tutorial goes above this rule (:meth:`complete`).</extracomment>
        <translation>金拉米 Desktop (read-only)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;New match…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Ne&amp;xt hand</translation>
    </message>
    <message>
        <source>&amp;Resign match…</source>
        <translation>&amp;Resign match…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Load…</translation>
    </message>
    <message>
        <source>Res&amp;ume unfinished match…</source>
        <translation>Res&amp;ume unfinished match…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Match &amp;info…</source>
        <translation>Match &amp;info…</translation>
    </message>
    <message>
        <source>S&amp;core sheet…</source>
        <translation>S&amp;core sheet…</translation>
    </message>
    <message>
        <source>Re&amp;view match…</source>
        <translation>Re&amp;view match…</translation>
    </message>
    <message>
        <source>H&amp;and</source>
        <translation>H&amp;and</translation>
    </message>
    <message>
        <source>Arrange by &amp;melds</source>
        <translation>Arrange by &amp;melds</translation>
    </message>
    <message>
        <source>Arrange by &amp;suit</source>
        <translation>Arrange by &amp;suit</translation>
    </message>
    <message>
        <source>Arrange by &amp;rank</source>
        <translation>Arrange by &amp;rank</translation>
    </message>
    <message>
        <source>&amp;Best layoff</source>
        <translation>&amp;Best layoff</translation>
    </message>
    <message>
        <source>&amp;Done laying off</source>
        <translation>&amp;Done laying off</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licences…</translation>
    </message>
    <message>
        <source>Rummy table</source>
        <extracomment>Sounds of the table&apos;s events (a finished hand sounds as won or lost).</extracomment>
        <translation>Rummy table</translation>
    </message>
    <message>
        <source>Scores and turn</source>
        <translation>Scores and turn</translation>
    </message>
    <message>
        <source>A bot made an error and played a safe move</source>
        <translation>A bot made an error and played a safe move</translation>
    </message>
    <message>
        <source>Back to the match in play</source>
        <extracomment>The scoreboard on the felt, at the game&apos;s :meth:`_board_place` (a click: the score sheet). A refusal&apos;s or a hint&apos;s words on the status line go at the next move. A gin, an undercut, a rummy or a match won on the felt before its dialog.</extracomment>
        <translation>Back to the match in play</translation>
    </message>
    <message>
        <source>You resigned the match.</source>
        <translation>You resigned the match.</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>A match is unfinished. Abandon it and start a new one? It counts as abandoned, not as a loss.</source>
        <translation>A match is unfinished. Abandon it and start a new one? It counts as abandoned, not as a loss.</translation>
    </message>
    <message>
        <source>Resign this match? It counts as a loss.</source>
        <translation>Resign this match? It counts as a loss.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>Resign this match? Your opponent wins it.</source>
        <translation>Resign this match? Your opponent wins it.</translation>
    </message>
    <message>
        <source>About 金拉米 Desktop</source>
        <translation>About 金拉米 Desktop</translation>
    </message>
    <message>
        <source>Welcome back: the match goes on</source>
        <extracomment>A storage warning: its code, its parameters, and where a damaged file was moved. The statistics window was created (the review commands connect to it). The resume offer the player put off (&quot;Later&quot;); a new match declines it. The statistics database&apos;s start-up warning was told (or there was none). The deferred start-up held (:meth:`hold_start_up`), and left waiting.</extracomment>
        <translation>Welcome back: the match goes on</translation>
    </message>
    <message>
        <source>The unfinished match is kept: Game → Resume unfinished match</source>
        <translation>The unfinished match is kept: Game → Resume unfinished match</translation>
    </message>
    <message>
        <source>Saved files</source>
        <translation>Saved files</translation>
    </message>
    <message>
        <source>Some saved files needed attention. The app carries on.</source>
        <translation>Some saved files needed attention. The app carries on.</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Save match as</translation>
    </message>
    <message>
        <source>A saved match named “{name}” exists. Replace it?</source>
        <translation>A saved match named “{name}” exists. Replace it?</translation>
    </message>
    <message>
        <source>Saved as “{name}”</source>
        <translation>Saved as “{name}”</translation>
    </message>
    <message>
        <source>This is an earlier position of the match in play. Go back to it? The match then counts as practice: it leaves the ranked statistics.</source>
        <translation>This is an earlier position of the match in play. Go back to it? The match then counts as practice: it leaves the ranked statistics.</translation>
    </message>
    <message>
        <source>Loaded “{name}”: back to an earlier position, the match is practice now</source>
        <translation>Loaded “{name}”: back to an earlier position, the match is practice now</translation>
    </message>
    <message>
        <source>Loaded “{name}”: that match was left (it stays abandoned); it goes on as practice</source>
        <translation>Loaded “{name}”: that match was left (it stays abandoned); it goes on as practice</translation>
    </message>
    <message>
        <source>Load a saved match</source>
        <translation>Load a saved match</translation>
    </message>
    <message>
        <source>A match is in play. Load the saved one instead? The match in play counts as abandoned.</source>
        <extracomment>The app&apos;s own refusals of a loaded save (worded by ``error_text``).</extracomment>
        <translation>A match is in play. Load the saved one instead? The match in play counts as abandoned.</translation>
    </message>
    <message>
        <source>Loaded “{name}”</source>
        <translation>Loaded “{name}”</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>There is no recorded hand to review yet.</source>
        <extracomment>How long the status line keeps a note, in milliseconds (past the picture).
----------
The review&apos;s share of the window&apos;s width, docked beside the table. The width of the handle between the table and the dock, allowed for (pixels). How long the status line shows a decision&apos;s explanation, in milliseconds. The dock the review is shown in beside the table (``None`` when closed). The statistics window, hidden while the review it opened is beside the table. The end-of-hand dialogs hidden while the review is beside the table (they would cover the position &quot;Show on the table&quot; shows), each with its game. The game whose table shows a position the review asked for (its replay ends with the review, so the match in play and its result come back). The evaluation&apos;s effort (``review_model.EFFORT``; tests use ``quick``). What the review&apos;s Drills button opens (the window&apos;s drills screen).</extracomment>
        <translation>There is no recorded hand to review yet.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Before your move {i}: {why}</source>
        <translation>Before your move {i}: {why}</translation>
    </message>
    <message>
        <source>Tutorial: {game}</source>
        <extracomment>The tutorial on show (``None`` when none is open).</extracomment>
        <translation>Tutorial: {game}</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <extracomment>The drills on show (``None`` when closed).</extracomment>
        <translation>&amp;Drills…</translation>
    </message>
    <message>
        <source>Your costly moves from reviewed hands, asked again on the table</source>
        <translation>Your costly moves from reviewed hands, asked again on the table</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <extracomment>The fewest figure rows kept in view when the screen is short (the rest scroll). The winner&apos;s row of the standings: gold, with dark words (readable in a dark theme). The final standings, the winner first (place, name, score, hands won).</extracomment>
        <translation>Match over</translation>
    </message>
    <message>
        <source>The match in figures</source>
        <translation>The match in figures</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Hand by hand</source>
        <translation>Hand by hand</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <source>The same match again, with a new deal</source>
        <translation>The same match again, with a new deal</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>New match…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>{place}.</source>
        <comment>a place in the final standings</comment>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>{name} — winner</source>
        <comment>the winner&apos;s row of the standings</comment>
        <translation>{name} — winner</translation>
    </message>
</context>
<context>
    <name>MatchInfoDialog</name>
    <message>
        <source>Match info</source>
        <extracomment>The rows of the reveal (rebuilt at each filling; ``None`` when not shown). A deal from the player&apos;s words: the words, and the app&apos;s secret once revealed. Centred over the window when opened and as its rows change its size.</extracomment>
        <translation>Match info</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>Copy the seed to the clipboard</source>
        <translation>Copy the seed to the clipboard</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>Co&amp;py</translation>
    </message>
    <message>
        <source>Copy the commitment to the clipboard</source>
        <translation>Copy the commitment to the clipboard</translation>
    </message>
    <message>
        <source>&amp;Verify the deals</source>
        <translation>&amp;Verify the deals</translation>
    </message>
    <message>
        <source>The deals can be verified once the match has ended.</source>
        <translation>The deals can be verified once the match has ended.</translation>
    </message>
    <message>
        <source>No match is on the table.</source>
        <translation>No match is on the table.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>{mode}: {target}</source>
        <translation>{mode}: {target}</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Mode:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Opponents:</translation>
    </message>
    <message>
        <source>Commitment:</source>
        <translation>Commitment:</translation>
    </message>
    <message>
        <source>hidden until the match ends</source>
        <translation>hidden until the match ends</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Salt:</source>
        <translation>Salt:</translation>
    </message>
    <message>
        <source>Your words:</source>
        <translation>Your words:</translation>
    </message>
    <message>
        <source>App secret:</source>
        <translation>App secret:</translation>
    </message>
    <message>
        <source>Revealed: the match was {how}.</source>
        <translation>Revealed: the match was {how}.</translation>
    </message>
    <message>
        <source>The app committed to its secret before you typed your words; the seed is the hash of both. The secret and salt are revealed when the match ends.</source>
        <translation>The app committed to its secret before you typed your words; the seed is the hash of both. The secret and salt are revealed when the match ends.</translation>
    </message>
    <message>
        <source>Committed before the first card; the seed and salt are revealed when the match ends.</source>
        <translation>Committed before the first card; the seed and salt are revealed when the match ends.</translation>
    </message>
    <message>
        <source>Fair deals:</source>
        <translation>Fair deals:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Hands played:</translation>
    </message>
</context>
<context>
    <name>MomentWords</name>
    <message>
        <source>{result}!</source>
        <extracomment>The results that get a moment of their own.</extracomment>
        <translation>{result}!</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <translation>Your team wins the match!</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>You win the match!</translation>
    </message>
    <message>
        <source>Rummy!</source>
        <comment>拉米纸牌: out in one turn</comment>
        <translation>Rummy!</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Above every card and the callouts. The share of the moment when the fan has opened, and when the count has ended. The most cards fanned out (a wider fan is unreadable). The fan&apos;s whole spread, in degrees, at most.</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Rummy (2–4 players)</source>
        <extracomment>Whether the player picked the target (else it follows the levels).</extracomment>
        <translation>Rummy (2–4 players)</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>You and 1 to 3 bots; with 3 or 4 players everyone gets 7 cards</source>
        <translation>You and 1 to 3 bots; with 3 or 4 players everyone gets 7 cards</translation>
    </message>
    <message>
        <source>Opponent {n}:</source>
        <translation>Opponent {n}:</translation>
    </message>
    <message>
        <source>The first player to reach it wins the match. Hard and expert bots keep their melds for a doubled rummy, so against them it starts at 300</source>
        <translation>The first player to reach it wins the match. Hard and expert bots keep their melds for a doubled rummy, so against them it starts at 300</translation>
    </message>
    <message>
        <source>Each hand&apos;s up-card sets it (an ace: gin only)</source>
        <extracomment>A note&apos;s least width, in heights of its text&apos;s line: the dialog grows wide enough for each note to take a line or two, not four (its height is what a 1024×640 screen lacks).</extracomment>
        <translation>Each hand&apos;s up-card sets it (an ace: gin only)</translation>
    </message>
    <message>
        <source>None: Straight Gin is won by gin only</source>
        <translation>None: Straight Gin is won by gin only</translation>
    </message>
    <message>
        <source>Hollywood needs International scoring: a Jin Rummy gin (50 or more) would end a game to 100 in two hands.</source>
        <translation>Hollywood needs International scoring: a Jin Rummy gin (50 or more) would end a game to 100 in two hands.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Preset:</translation>
    </message>
    <message>
        <source>Knock limit:</source>
        <translation>Knock limit:</translation>
    </message>
    <message>
        <source>The most deadwood points a player may knock with</source>
        <translation>The most deadwood points a player may knock with</translation>
    </message>
    <message>
        <source>How the cards are dealt, the knock limit and how hands are scored</source>
        <translation>How the cards are dealt, the knock limit and how hands are scored</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Fixed number of hands</source>
        <translation>Fixed number of hands</translation>
    </message>
    <message>
        <source>Hollywood: International scoring only</source>
        <translation>Hollywood: International scoring only</translation>
    </message>
    <message>
        <source>First to a target score</source>
        <translation>First to a target score</translation>
    </message>
    <message>
        <source>International game (bonuses)</source>
        <translation>International game (bonuses)</translation>
    </message>
    <message>
        <source>Hollywood: three games at once</source>
        <translation>Hollywood: three games at once</translation>
    </message>
    <message>
        <source>Team match</source>
        <translation>Team match</translation>
    </message>
    <message>
        <source>A set number of hands; the higher total wins.</source>
        <translation>A set number of hands; the higher total wins.</translation>
    </message>
    <message>
        <source>The first to the target score wins; at the hand limit, the higher total.</source>
        <translation>The first to the target score wins; at the hand limit, the higher total.</translation>
    </message>
    <message>
        <source>One game to the target with the game, box and shut-out bonuses.</source>
        <translation>One game to the target with the game, box and shut-out bonuses.</translation>
    </message>
    <message>
        <source>Three games to the target at once: your first win scores in game 1, the second in games 1 and 2, from the third on in all three.</source>
        <translation>Three games to the target at once: your first win scores in game 1, the second in games 1 and 2, from the third on in all three.</translation>
    </message>
    <message>
        <source>Your team against another: every member duels every member of the other team; a team&apos;s score is its members&apos; points.</source>
        <translation>Your team against another: every member duels every member of the other team; a team&apos;s score is its members&apos; points.</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Mode:</translation>
    </message>
    <message>
        <source>Hands (per duel):</source>
        <translation>Hands (per duel):</translation>
    </message>
    <message>
        <source>Target score:</source>
        <translation>Target score:</translation>
    </message>
    <message>
        <source>Hand limit:</source>
        <translation>Hand limit:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Opponent:</translation>
    </message>
    <message>
        <source>Style:</source>
        <translation>Style:</translation>
    </message>
    <message>
        <source>How a Hard opponent plays: each style is as fair as the others</source>
        <translation>How a Hard opponent plays: each style is as fair as the others</translation>
    </message>
    <message>
        <source>Your teammates:</source>
        <translation>Your teammates:</translation>
    </message>
    <message>
        <source>Other team:</source>
        <translation>Other team:</translation>
    </message>
    <message>
        <source>Watch bot-vs-bot duels (otherwise play them out at once)</source>
        <translation>Watch bot-vs-bot duels (otherwise play them out at once)</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Seed (optional):</translation>
    </message>
    <message>
        <source>The same seed deals the same cards; leave empty for a random match</source>
        <translation>The same seed deals the same cards; leave empty for a random match</translation>
    </message>
    <message>
        <source>If nobody reaches the target by then, the highest total wins</source>
        <translation>If nobody reaches the target by then, the highest total wins</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <source>Lily</source>
        <comment>an easy bot&apos;s name</comment>
        <extracomment>Each identity&apos;s names, first to last slot; called at display time (a language switch only needs a redraw).</extracomment>
        <translation>Lily</translation>
    </message>
    <message>
        <source>Ben</source>
        <comment>an easy bot&apos;s name</comment>
        <translation>Ben</translation>
    </message>
    <message>
        <source>Mia</source>
        <comment>an easy bot&apos;s name</comment>
        <translation>Mia</translation>
    </message>
    <message>
        <source>Max</source>
        <comment>a medium bot&apos;s name</comment>
        <translation>Max</translation>
    </message>
    <message>
        <source>Anna</source>
        <comment>a medium bot&apos;s name</comment>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Leo</source>
        <comment>a medium bot&apos;s name</comment>
        <translation>Leo</translation>
    </message>
    <message>
        <source>Grace</source>
        <comment>a hard bot&apos;s name</comment>
        <translation>Grace</translation>
    </message>
    <message>
        <source>Ivan</source>
        <comment>a hard bot&apos;s name</comment>
        <translation>Ivan</translation>
    </message>
    <message>
        <source>Nora</source>
        <comment>a hard bot&apos;s name</comment>
        <translation>Nora</translation>
    </message>
    <message>
        <source>Prof. Wu</source>
        <comment>an expert bot&apos;s name</comment>
        <translation>Prof. Wu</translation>
    </message>
    <message>
        <source>Dr Chen</source>
        <comment>an expert bot&apos;s name</comment>
        <translation>Dr Chen</translation>
    </message>
    <message>
        <source>Aunt Li</source>
        <comment>an expert bot&apos;s name</comment>
        <translation>Aunt Li</translation>
    </message>
    <message>
        <source>Ginny</source>
        <comment>a gin-hunting bot&apos;s name</comment>
        <translation>Ginny</translation>
    </message>
    <message>
        <source>Jade</source>
        <comment>a gin-hunting bot&apos;s name</comment>
        <translation>Jade</translation>
    </message>
    <message>
        <source>Nick</source>
        <comment>a quick-knocking bot&apos;s name</comment>
        <translation>Nick</translation>
    </message>
    <message>
        <source>Kai</source>
        <comment>a quick-knocking bot&apos;s name</comment>
        <translation>Kai</translation>
    </message>
    <message>
        <source>Dora</source>
        <comment>a defending bot&apos;s name</comment>
        <translation>Dora</translation>
    </message>
    <message>
        <source>Hugo</source>
        <comment>a defending bot&apos;s name</comment>
        <translation>Hugo</translation>
    </message>
    <message>
        <source>Pearl</source>
        <comment>a patient bot&apos;s name</comment>
        <translation>Pearl</translation>
    </message>
    <message>
        <source>Sam</source>
        <comment>a patient bot&apos;s name</comment>
        <translation>Sam</translation>
    </message>
</context>
<context>
    <name>PendingBadge</name>
    <message numerus="yes">
        <source>%n hand(s) waiting to be recorded in Statistics</source>
        <translation>
            <numerusform>%n hand waiting to be recorded in Statistics</numerusform>
            <numerusform>%n hands waiting to be recorded in Statistics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match result(s) waiting to be recorded in Statistics</source>
        <translation>
            <numerusform>%n match result waiting to be recorded in Statistics</numerusform>
            <numerusform>%n match results waiting to be recorded in Statistics</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not take them yet (another program is using them, or the disk is full). They are kept safe and recorded, once each, as soon as the statistics can be written: at the next hand, the next match or the next start.</source>
        <translation>The statistics could not take them yet (another program is using them, or the disk is full). They are kept safe and recorded, once each, as soon as the statistics can be written: at the next hand, the next match or the next start.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>{name} knocked, the {card} face down</source>
        <translation>{name} knocked, the {card} face down</translation>
    </message>
    <message>
        <source>Replay of hand {n}: move {i} of {total}</source>
        <extracomment>The least width the step&apos;s words keep beside the buttons on one row (pixels). The strip&apos;s grid: one row, or rows when narrow (:meth:`arrange`). How many rows the strip has now: 1, 2 (position and buttons, then the step&apos;s words) or 3 (each on a row of its own).</extracomment>
        <translation>Replay of hand {n}: move {i} of {total}</translation>
    </message>
    <message>
        <source>{move} — {result}</source>
        <translation>{move} — {result}</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Previous</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Next ▶</translation>
    </message>
    <message>
        <source>&amp;Close replay</source>
        <translation>&amp;Close replay</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>One move back</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>One move forward</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Match result…</source>
        <extracomment>Review… : the hand just played, or (once the match is over) the whole match.</extracomment>
        <translation>Match result…</translation>
    </message>
    <message>
        <source>Review match…</source>
        <translation>Review match…</translation>
    </message>
    <message>
        <source>Review hand…</source>
        <translation>Review hand…</translation>
    </message>
    <message>
        <source>Every decision of yours valued again, the costliest first</source>
        <translation>Every decision of yours valued again, the costliest first</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Unfinished match</source>
        <translation>Unfinished match</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>Resume your unfinished match?</translation>
    </message>
    <message>
        <source>The last session ended in the middle of this match. It was saved exactly.</source>
        <translation>The last session ended in the middle of this match. It was saved exactly.</translation>
    </message>
    <message>
        <source>A new match counts this one as abandoned (never as a loss). Later keeps it for the next start or for Game → Resume.</source>
        <translation>A new match counts this one as abandoned (never as a loss). Later keeps it for the next start or for Game → Resume.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;New match</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>The review stopped: {error}</source>
        <extracomment>The narrowest the review is beside the table (its table&apos;s columns wrap their words). Docked at least this wide, the rows say their why too (and wide enough for the columns&apos; words: :data:`WHY_ROOM_CHARS`). The width, in average characters of the table&apos;s font, that the moves&apos; columns and a readable why beside them take: a dock narrower than that says the why below the rows (at 1920×1080 the why column was left a few pixels, a word a line). The table&apos;s columns: hand, move, your move, best move, win chance lost, points, why. (HandRow, step): show that hand on the table at the position before move ``step``. A hand&apos;s review was stored (the statistics window refreshes its chart). The Drills button: the drills screen (the main window opens it). Shown in a dock beside the table (the main window&apos;s), not a window of its own. Decisions of the hand being reviewed, shown as they come (by hand id). What the statistics could not keep, in words (the review itself goes on). Reviews and drills not stored yet (the statistics failed): tried again at the next hand reviewed and when the window closes, so none is lost meanwhile. New drills made of this window&apos;s hands and kept in the statistics. The progress&apos;s and the chosen decision&apos;s rows: side by side, or in rows in a narrow dock (:meth:`_arrange`). Laid out in rows (a narrow dock beside the table), or side by side.</extracomment>
        <translation>The review stopped: {error}</translation>
    </message>
    <message>
        <source>The statistics could not keep this review and its drills: {problem} They are kept here and stored again after the next hand or on Close.</source>
        <translation>The statistics could not keep this review and its drills: {problem} They are kept here and stored again after the next hand or on Close.</translation>
    </message>
    <message numerus="yes">
        <source>Review cancelled: %n hand(s) reviewed.</source>
        <translation>
            <numerusform>Review cancelled: %n hand reviewed.</numerusform>
            <numerusform>Review cancelled: %n hands reviewed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing decision {done} of {total}…</source>
        <translation>Reviewing decision {done} of {total}…</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Reviewing…</translation>
    </message>
    <message numerus="yes">
        <source>%n drill(s) made of your costly moves.</source>
        <translation>
            <numerusform>%n drill made of your costly moves.</numerusform>
            <numerusform>%n drills made of your costly moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly decision(s); {mean} win chance given away per decision on average.</source>
        <translation>
            <numerusform>%n costly decision; {mean} win chance given away per decision on average.</numerusform>
            <numerusform>%n costly decisions; {mean} win chance given away per decision on average.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per hand: {hands}</source>
        <translation>Per hand: {hands}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>hand {n} {accuracy}</source>
        <translation>hand {n} {accuracy}</translation>
    </message>
    <message>
        <source>No decision reviewed yet.</source>
        <translation>No decision reviewed yet.</translation>
    </message>
    <message>
        <source>{n}</source>
        <translation>{n}</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>the same</translation>
    </message>
    <message>
        <source>{move}
best: {best}</source>
        <comment>a narrow review&apos;s move cell</comment>
        <translation>{move}
best: {best}</translation>
    </message>
    <message>
        <source>Your move / best</source>
        <translation>Your move / best</translation>
    </message>
    <message>
        <source>Click a decision to see that position on the table.</source>
        <translation>Click a decision to see that position on the table.</translation>
    </message>
    <message>
        <source>Hand {n}, move {i}: you chose “{move}”; best was “{best}” ({loss}).</source>
        <translation>Hand {n}, move {i}: you chose “{move}”; best was “{best}” ({loss}).</translation>
    </message>
    <message>
        <source>Points lost: {points}</source>
        <translation>Points lost: {points}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Review of the match</translation>
    </message>
    <message numerus="yes">
        <source>{game}: review of the match, %n hand(s)</source>
        <translation>
            <numerusform>{game}: review of the match, %n hand</numerusform>
            <numerusform>{game}: review of the match, %n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>Review of hand {n}</source>
        <translation>Review of hand {n}</translation>
    </message>
    <message>
        <source>{game}: review of hand {n}</source>
        <translation>{game}: review of hand {n}</translation>
    </message>
    <message>
        <source>Your decisions, the costliest first</source>
        <translation>Your decisions, the costliest first</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Your move</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Best move</translation>
    </message>
    <message>
        <source>Win chance lost</source>
        <translation>Win chance lost</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points lost</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <translation>&amp;Drills…</translation>
    </message>
    <message>
        <source>Answer your costly moves again on the table, spaced out over days</source>
        <translation>Answer your costly moves again on the table, spaced out over days</translation>
    </message>
    <message>
        <source>Show on the table</source>
        <translation>Show on the table</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Each decision is valued again from what you could see at that moment.</source>
        <translation>Each decision is valued again from what you could see at that moment.</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>{value} %</source>
        <extracomment>Every explanation code the engine&apos;s reviewers give, and ``ok``.</extracomment>
        <translation>{value} %</translation>
    </message>
    <message>
        <source>Take {card} from the discard pile</source>
        <translation>Take {card} from the discard pile</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Take the discard</translation>
    </message>
    <message>
        <source>Show no melds</source>
        <translation>Show no melds</translation>
    </message>
    <message>
        <source>Show the melds {melds}</source>
        <translation>Show the melds {melds}</translation>
    </message>
    <message>
        <source>Meld {cards}</source>
        <translation>Meld {cards}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <source>Pass on the up-card</source>
        <translation>Pass on the up-card</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Knock, discarding {card}</source>
        <translation>Knock, discarding {card}</translation>
    </message>
    <message>
        <source>Lay off {card}</source>
        <translation>Lay off {card}</translation>
    </message>
    <message>
        <source>Done laying off</source>
        <translation>Done laying off</translation>
    </message>
    <message>
        <source>Take back the last meld</source>
        <translation>Take back the last meld</translation>
    </message>
    <message>
        <source>no loss</source>
        <translation>no loss</translation>
    </message>
    <message>
        <source>−{value} win chance</source>
        <translation>−{value} win chance</translation>
    </message>
    <message>
        <source>no points lost</source>
        <translation>no points lost</translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n point</numerusform>
            <numerusform>−%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy {accuracy} over %n decision(s)</source>
        <translation>
            <numerusform>Accuracy {accuracy} over %n decision</numerusform>
            <numerusform>Accuracy {accuracy} over %n decisions</numerusform>
        </translation>
    </message>
    <message>
        <source>A good move: within 2 % of the best one&apos;s win chance.</source>
        <translation>A good move: within 2 % of the best one&apos;s win chance.</translation>
    </message>
    <message>
        <source>The knock risked an undercut: {risk}.</source>
        <translation>The knock risked an undercut: {risk}.</translation>
    </message>
    <message>
        <source>{card} feeds the opponent&apos;s run of {suit}.</source>
        <translation>{card} feeds the opponent&apos;s run of {suit}.</translation>
    </message>
    <message>
        <source>{card} feeds the opponent&apos;s set of {rank}.</source>
        <translation>{card} feeds the opponent&apos;s set of {rank}.</translation>
    </message>
    <message>
        <source>{card} is likely to help the opponent ({danger}).</source>
        <translation>{card} is likely to help the opponent ({danger}).</translation>
    </message>
    <message numerus="yes">
        <source>Discarding {best} instead leaves %n deadwood point(s) fewer.</source>
        <translation>
            <numerusform>Discarding {best} instead leaves %n deadwood point fewer.</numerusform>
            <numerusform>Discarding {best} instead leaves %n deadwood points fewer.</numerusform>
        </translation>
    </message>
    <message>
        <source>This arrangement lets the opponent lay off more cards ({layoffs} more on average).</source>
        <translation>This arrangement lets the opponent lay off more cards ({layoffs} more on average).</translation>
    </message>
    <message>
        <source>Taking {card} would have let you knock.</source>
        <translation>Taking {card} would have let you knock.</translation>
    </message>
    <message>
        <source>The pile card {card} completes nothing: drawing from the stock was better.</source>
        <translation>The pile card {card} completes nothing: drawing from the stock was better.</translation>
    </message>
    <message>
        <source>Taking {card} helped less than a blind card from the stock.</source>
        <translation>Taking {card} helped less than a blind card from the stock.</translation>
    </message>
    <message>
        <source>Knocking now was better than playing on.</source>
        <translation>Knocking now was better than playing on.</translation>
    </message>
    <message>
        <source>{card} would have made a meld with your cards.</source>
        <translation>{card} would have made a meld with your cards.</translation>
    </message>
    <message>
        <source>{card} was worth taking from the discard pile.</source>
        <translation>{card} was worth taking from the discard pile.</translation>
    </message>
    <message>
        <source>Discarding {card} breaks a made meld.</source>
        <translation>Discarding {card} breaks a made meld.</translation>
    </message>
    <message>
        <source>Discarding {best} instead leaves fewer points in your hand.</source>
        <translation>Discarding {best} instead leaves fewer points in your hand.</translation>
    </message>
    <message>
        <source>Keeping {card} and discarding {best} leaves a hand closer to going out.</source>
        <translation>Keeping {card} and discarding {best} leaves a hand closer to going out.</translation>
    </message>
    <message>
        <source>Another arrangement of your melds scores better.</source>
        <translation>Another arrangement of your melds scores better.</translation>
    </message>
    <message>
        <source>You could still lay off {best}.</source>
        <translation>You could still lay off {best}.</translation>
    </message>
    <message>
        <source>Laying off {best} first was better.</source>
        <translation>Laying off {best} first was better.</translation>
    </message>
    <message>
        <source>Melding now shows your cards early: holding them and discarding was better.</source>
        <translation>Melding now shows your cards early: holding them and discarding was better.</translation>
    </message>
    <message>
        <source>You could have gone out this turn.</source>
        <translation>You could have gone out this turn.</translation>
    </message>
    <message>
        <source>Melding now was better than holding the cards.</source>
        <translation>Melding now was better than holding the cards.</translation>
    </message>
    <message>
        <source>{card} fits a meld on the table: the next player can lay it off.</source>
        <translation>{card} fits a meld on the table: the next player can lay it off.</translation>
    </message>
    <message>
        <source>{card} helps the next player: it melds with cards they are known to hold.</source>
        <translation>{card} helps the next player: it melds with cards they are known to hold.</translation>
    </message>
    <message>
        <source>Another play was better here.</source>
        <translation>Another play was better here.</translation>
    </message>
    <message>
        <source>Another move was better here.</source>
        <translation>Another move was better here.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;h2&gt;Jin Rummy&lt;/h2&gt;&lt;p&gt;Jin Rummy is Gin Rummy as it is played in China: two players, one 52-card deck without jokers. Arrange your hand into melds so that the cards left over — your &lt;b&gt;deadwood&lt;/b&gt; — count as few points as possible, and knock before your opponent does.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Jin Rummy&lt;/h2&gt;&lt;p&gt;Jin Rummy is Gin Rummy as it is played in China: two players, one 52-card deck without jokers. Arrange your hand into melds so that the cards left over — your &lt;b&gt;deadwood&lt;/b&gt; — count as few points as possible, and knock before your opponent does.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cards and melds&lt;/h3&gt;&lt;p&gt;An ace counts 1, the 2 to the 10 their face value, a jack, queen or king 10.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A &lt;b&gt;set&lt;/b&gt; is three or four cards of the same rank.&lt;/li&gt;&lt;li&gt;A &lt;b&gt;run&lt;/b&gt; is three or more cards of one suit in sequence. The ace is low only: A-2-3 is a run, Q-K-A and K-A-2 are not.&lt;/li&gt;&lt;li&gt;Cards in no meld are &lt;b&gt;deadwood&lt;/b&gt;; their points added up are your deadwood count. A card belongs to one meld at most.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Cards and melds&lt;/h3&gt;&lt;p&gt;An ace counts 1, the 2 to the 10 their face value, a jack, queen or king 10.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A &lt;b&gt;set&lt;/b&gt; is three or four cards of the same rank.&lt;/li&gt;&lt;li&gt;A &lt;b&gt;run&lt;/b&gt; is three or more cards of one suit in sequence. The ace is low only: A-2-3 is a run, Q-K-A and K-A-2 are not.&lt;/li&gt;&lt;li&gt;Cards in no meld are &lt;b&gt;deadwood&lt;/b&gt;; their points added up are your deadwood count. A card belongs to one meld at most.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dealing&lt;/h3&gt;&lt;p&gt;The first dealer is drawn at random; then the deal changes every hand, drawn hands included. The cards not dealt are the &lt;b&gt;stock&lt;/b&gt;, face down. There are three ways to deal:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Classic&lt;/b&gt;: the dealer gets 11 cards, the other player 10. The dealer starts by discarding a card (and may knock with it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;JJ&lt;/b&gt;: both get 10 cards and the top card of the stock is turned face up as the first card of the &lt;b&gt;discard pile&lt;/b&gt; (the up-card). The dealer may take it or pass, then the other player. Whoever takes it discards, and the other player plays next. If both pass, the dealer draws from the stock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1909&lt;/b&gt; and &lt;b&gt;International&lt;/b&gt;: as JJ, but the non-dealer is offered the up-card first, and draws first if both pass.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Dealing&lt;/h3&gt;&lt;p&gt;The first dealer is drawn at random; then the deal changes every hand, drawn hands included. The cards not dealt are the &lt;b&gt;stock&lt;/b&gt;, face down. There are three ways to deal:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Classic&lt;/b&gt;: the dealer gets 11 cards, the other player 10. The dealer starts by discarding a card (and may knock with it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;JJ&lt;/b&gt;: both get 10 cards and the top card of the stock is turned face up as the first card of the &lt;b&gt;discard pile&lt;/b&gt; (the up-card). The dealer may take it or pass, then the other player. Whoever takes it discards, and the other player plays next. If both pass, the dealer draws from the stock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1909&lt;/b&gt; and &lt;b&gt;International&lt;/b&gt;: as JJ, but the non-dealer is offered the up-card first, and draws first if both pass.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A turn&lt;/h3&gt;&lt;p&gt;Draw one card: the top card of the stock, or the top card of the discard pile (&lt;b&gt;taking the discard&lt;/b&gt;). Only the top discard can be seen. Then discard one card face up onto the discard pile — or knock. A card just taken from the discard pile may not be thrown back in the same turn.&lt;/p&gt;&lt;p&gt;When a player draws the last card of the stock and discards without knocking, the hand is a &lt;b&gt;draw&lt;/b&gt;: nobody scores, and the deal passes on.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;A turn&lt;/h3&gt;&lt;p&gt;Draw one card: the top card of the stock, or the top card of the discard pile (&lt;b&gt;taking the discard&lt;/b&gt;). Only the top discard can be seen. Then discard one card face up onto the discard pile — or knock. A card just taken from the discard pile may not be thrown back in the same turn.&lt;/p&gt;&lt;p&gt;When a player draws the last card of the stock and discards without knocking, the hand is a &lt;b&gt;draw&lt;/b&gt;: nobody scores, and the deal passes on.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Knocking&lt;/h3&gt;&lt;p&gt;After drawing, you may lay your discard face down and show the ten cards left in melds, if your deadwood is within the &lt;b&gt;knock limit&lt;/b&gt; (10 in Classic, 1909 and International, 5 in JJ; a match may use any limit from 0 to 10). Only the points of the deadwood count, not the number of cards.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Gin&lt;/b&gt;: no deadwood at all. Gin is ranked by the fewest melds that cover all ten cards: three melds are &lt;b&gt;Gin&lt;/b&gt;, two melds &lt;b&gt;Double Gin&lt;/b&gt;, and one ten-card run is the &lt;b&gt;Gin Dragon&lt;/b&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Knock&lt;/b&gt;: some deadwood, but no more than the knock limit. A “3-point knock” leaves 3 points of deadwood.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;You choose how to show your melds; the app first suggests the arrangement with the least deadwood that leaves your opponent the fewest cards to lay off.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Knocking&lt;/h3&gt;&lt;p&gt;After drawing, you may lay your discard face down and show the ten cards left in melds, if your deadwood is within the &lt;b&gt;knock limit&lt;/b&gt; (10 in Classic, 1909 and International, 5 in JJ; a match may use any limit from 0 to 10). Only the points of the deadwood count, not the number of cards.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Gin&lt;/b&gt;: no deadwood at all. Gin is ranked by the fewest melds that cover all ten cards: three melds are &lt;b&gt;Gin&lt;/b&gt;, two melds &lt;b&gt;Double Gin&lt;/b&gt;, and one ten-card run is the &lt;b&gt;Gin Dragon&lt;/b&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Knock&lt;/b&gt;: some deadwood, but no more than the knock limit. A “3-point knock” leaves 3 points of deadwood.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;You choose how to show your melds; the app first suggests the arrangement with the least deadwood that leaves your opponent the fewest cards to lay off.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Laying off&lt;/h3&gt;&lt;p&gt;Against gin nobody lays off. Against a knock, the opponent shows their hand and may &lt;b&gt;lay off&lt;/b&gt; cards onto the knocker’s melds: a fourth card onto a set, or cards at either end of a run, one after another, so a card laid off can itself be extended. Nothing can be laid off onto the knocker’s deadwood. The opponent may break up their own melds to lay off, and laying off is optional. &lt;i&gt;Best layoff&lt;/i&gt; lays off the cards that give you the best result.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Laying off&lt;/h3&gt;&lt;p&gt;Against gin nobody lays off. Against a knock, the opponent shows their hand and may &lt;b&gt;lay off&lt;/b&gt; cards onto the knocker’s melds: a fourth card onto a set, or cards at either end of a run, one after another, so a card laid off can itself be extended. Nothing can be laid off onto the knocker’s deadwood. The opponent may break up their own melds to lay off, and laying off is optional. &lt;i&gt;Best layoff&lt;/i&gt; lays off the cards that give you the best result.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Gin always wins, even against an opponent who also holds gin:&lt;/p&gt;&lt;table border=&apos;1&apos; cellspacing=&apos;0&apos; cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;th&gt;Knocker’s hand&lt;/th&gt;&lt;th&gt;Knocker wins&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Gin (three melds)&lt;/td&gt;&lt;td&gt;50 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Double Gin (two melds)&lt;/td&gt;&lt;td&gt;100 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Gin Dragon (one run)&lt;/td&gt;&lt;td&gt;400 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;After a knock, compare the knocker’s deadwood K with the opponent’s deadwood D after laying off:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;D greater than K: the knock succeeds and the knocker wins 10 + (D − K).&lt;/li&gt;&lt;li&gt;D equal to K or less: an &lt;b&gt;undercut&lt;/b&gt;. The opponent wins a penalty + (K − D); the penalty depends on what the opponent holds after laying off:&lt;/li&gt;&lt;/ul&gt;&lt;table border=&apos;1&apos; cellspacing=&apos;0&apos; cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;th&gt;Cards left after laying off&lt;/th&gt;&lt;th&gt;Gin Dragon&lt;/th&gt;&lt;th&gt;Double Gin&lt;/th&gt;&lt;th&gt;Gin&lt;/th&gt;&lt;th&gt;Deadwood left&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;8 or more&lt;/td&gt;&lt;td&gt;400&lt;/td&gt;&lt;td&gt;100&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;100&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;6 or fewer&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Examples: Gin against 7 deadwood wins 57. A 2-point knock against 5 deadwood after laying off wins 13. A 3-point knock against 2 deadwood after laying off is undercut: the opponent wins 51; against Double Gin with eight or more cards left, 103.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Gin always wins, even against an opponent who also holds gin:&lt;/p&gt;&lt;table border=&apos;1&apos; cellspacing=&apos;0&apos; cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;th&gt;Knocker’s hand&lt;/th&gt;&lt;th&gt;Knocker wins&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Gin (three melds)&lt;/td&gt;&lt;td&gt;50 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Double Gin (two melds)&lt;/td&gt;&lt;td&gt;100 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Gin Dragon (one run)&lt;/td&gt;&lt;td&gt;400 + the opponent’s deadwood&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;After a knock, compare the knocker’s deadwood K with the opponent’s deadwood D after laying off:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;D greater than K: the knock succeeds and the knocker wins 10 + (D − K).&lt;/li&gt;&lt;li&gt;D equal to K or less: an &lt;b&gt;undercut&lt;/b&gt;. The opponent wins a penalty + (K − D); the penalty depends on what the opponent holds after laying off:&lt;/li&gt;&lt;/ul&gt;&lt;table border=&apos;1&apos; cellspacing=&apos;0&apos; cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;th&gt;Cards left after laying off&lt;/th&gt;&lt;th&gt;Gin Dragon&lt;/th&gt;&lt;th&gt;Double Gin&lt;/th&gt;&lt;th&gt;Gin&lt;/th&gt;&lt;th&gt;Deadwood left&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;8 or more&lt;/td&gt;&lt;td&gt;400&lt;/td&gt;&lt;td&gt;100&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;7&lt;/td&gt;&lt;td&gt;100&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;6 or fewer&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;td&gt;50&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Examples: Gin against 7 deadwood wins 57. A 2-point knock against 5 deadwood after laying off wins 13. A 3-point knock against 2 deadwood after laying off is undercut: the opponent wins 51; against Double Gin with eight or more cards left, 103.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Matches&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Fixed hands&lt;/b&gt;: a set number of hands (8 unless you choose otherwise); the highest total wins, equal totals are a drawn match.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Target score&lt;/b&gt;: the first to reach the target (200 unless you choose otherwise) at the end of a hand wins; if nobody has reached it after the hand limit (20), the highest total wins.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Team match&lt;/b&gt;: two teams of two to four players. Every member of one team plays a fixed-hands duel against every member of the other, and a team’s score is the sum of its members’ points. Your teammates and all opponents are bots; their duels can be watched or played out at once.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Matches&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Fixed hands&lt;/b&gt;: a set number of hands (8 unless you choose otherwise); the highest total wins, equal totals are a drawn match.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Target score&lt;/b&gt;: the first to reach the target (200 unless you choose otherwise) at the end of a hand wins; if nobody has reached it after the hand limit (20), the highest total wins.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Team match&lt;/b&gt;: two teams of two to four players. Every member of one team plays a fixed-hands duel against every member of the other, and a team’s score is the sum of its members’ points. Your teammates and all opponents are bots; their duels can be watched or played out at once.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;International Gin Rummy&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;International&lt;/b&gt; rules are the ones English-speaking players know (Hoyle): the up-card is offered to the non-dealer first and the knock limit is 10.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Knock: if the opponent’s deadwood after laying off is higher, the knocker scores the difference; otherwise the opponent scores 25 + the difference (an undercut).&lt;/li&gt;&lt;li&gt;Gin (no deadwood, no laying off): the knocker scores 25 + the opponent’s deadwood.&lt;/li&gt;&lt;li&gt;The hand is a draw when only two cards are left in the stock and the player who drew discards without knocking.&lt;/li&gt;&lt;li&gt;A game goes to 100. The winner adds 100 for the game, each player adds 25 for every hand won, and a shut-out (the loser scored nothing) doubles the winner’s total.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;International Gin Rummy&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;International&lt;/b&gt; rules are the ones English-speaking players know (Hoyle): the up-card is offered to the non-dealer first and the knock limit is 10.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Knock: if the opponent’s deadwood after laying off is higher, the knocker scores the difference; otherwise the opponent scores 25 + the difference (an undercut).&lt;/li&gt;&lt;li&gt;Gin (no deadwood, no laying off): the knocker scores 25 + the opponent’s deadwood.&lt;/li&gt;&lt;li&gt;The hand is a draw when only two cards are left in the stock and the player who drew discards without knocking.&lt;/li&gt;&lt;li&gt;A game goes to 100. The winner adds 100 for the game, each player adds 25 for every hand won, and a shut-out (the loser scored nothing) doubles the winner’s total.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Oklahoma Gin&lt;/h3&gt;&lt;p&gt;International Gin Rummy, but the &lt;b&gt;up-card of the deal&lt;/b&gt; sets the hand’s knock limit: its value (2 to 10, a jack, queen or king 10) is the most deadwood you may knock with, whoever takes the up-card. An ace up-card means gin only. When the up-card is a spade, everything the hand scores counts double (the game’s bonuses do not). The panel says each hand’s limit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Oklahoma Gin&lt;/h3&gt;&lt;p&gt;International Gin Rummy, but the &lt;b&gt;up-card of the deal&lt;/b&gt; sets the hand’s knock limit: its value (2 to 10, a jack, queen or king 10) is the most deadwood you may knock with, whoever takes the up-card. An ace up-card means gin only. When the up-card is a spade, everything the hand scores counts double (the game’s bonuses do not). The panel says each hand’s limit.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Straight Gin&lt;/h3&gt;&lt;p&gt;International Gin Rummy without knocking: a player goes out only with gin, so there is no laying off and no undercut. A hand that nobody goes gin in is a draw when only two cards are left in the stock.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Straight Gin&lt;/h3&gt;&lt;p&gt;International Gin Rummy without knocking: a player goes out only with gin, so there is no laying off and no undercut. A hand that nobody goes gin in is a draw when only two cards are left in the stock.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Big Gin&lt;/h3&gt;&lt;p&gt;In International, Oklahoma and Straight Gin, a player whose eleven cards all form melds right after drawing goes &lt;b&gt;Big Gin&lt;/b&gt;: the hand ends at once, without a discard, and the player scores 31 + the opponent’s deadwood. Nobody lays off against Big Gin.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Big Gin&lt;/h3&gt;&lt;p&gt;In International, Oklahoma and Straight Gin, a player whose eleven cards all form melds right after drawing goes &lt;b&gt;Big Gin&lt;/b&gt;: the hand ends at once, without a discard, and the player scores 31 + the opponent’s deadwood. Nobody lays off against Big Gin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hollywood scoring&lt;/h3&gt;&lt;p&gt;Three International games to 100 are scored at once, from the same hands, with International, Oklahoma or Straight Gin (Jin Rummy’s gins of 50 and more would end a game in two hands). A player’s first hand won scores in game 1, the second in games 1 and 2, and every win from the third on in all three games — each player counting their own wins. A game is decided at the end of the hand in which a player reaches 100 in it; a decided game takes no more points. Each game then gets its own bonuses: 100 for the game, 25 per hand won in it, everything doubled for a shut-out.&lt;/p&gt;&lt;p&gt;The match ends when all three games are decided; the final score is the sum of the three games. The score sheet shows the games side by side, a decided game marked ✓, and each hand’s result says which games it scored in.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hollywood scoring&lt;/h3&gt;&lt;p&gt;Three International games to 100 are scored at once, from the same hands, with International, Oklahoma or Straight Gin (Jin Rummy’s gins of 50 and more would end a game in two hands). A player’s first hand won scores in game 1, the second in games 1 and 2, and every win from the third on in all three games — each player counting their own wins. A game is decided at the end of the hand in which a player reaches 100 in it; a decided game takes no more points. Each game then gets its own bonuses: 100 for the game, 25 per hand won in it, everything doubled for a shut-out.&lt;/p&gt;&lt;p&gt;The match ends when all three games are decided; the final score is the sum of the three games. The score sheet shows the games side by side, a decided game marked ✓, and each hand’s result says which games it scored in.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and the keys&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Drag the top card of the stock or of the discard pile onto your hand to draw, or click the pile (keys S and D). P passes on the up-card.&lt;/li&gt;&lt;li&gt;Drag a card onto the discard pile, or double-click it, to discard. Drop it on the knock area (or right-click it, or press K) to knock: a dialog shows your melds before anything is decided.&lt;/li&gt;&lt;li&gt;When laying off, drop a card on a highlighted meld; B lays off the best cards.&lt;/li&gt;&lt;li&gt;The arrow keys move between your cards, Ctrl with an arrow moves the card, Enter plays it. H shows a hint (the match then counts as practice).&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Playing with the mouse and the keys&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Drag the top card of the stock or of the discard pile onto your hand to draw, or click the pile (keys S and D). P passes on the up-card.&lt;/li&gt;&lt;li&gt;Drag a card onto the discard pile, or double-click it, to discard. Drop it on the knock area (or right-click it, or press K) to knock: a dialog shows your melds before anything is decided.&lt;/li&gt;&lt;li&gt;When laying off, drop a card on a highlighted meld; B lays off the best cards.&lt;/li&gt;&lt;li&gt;The arrow keys move between your cards, Ctrl with an arrow moves the card, Enter plays it. H shows a hint (the match then counts as practice).&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tips&lt;/h3&gt;&lt;p&gt;Remember the discards, especially your opponent’s, and the cards your opponent took: they tell you what is being collected. Do not feed your opponent cards that fit. With a good start, knock early: the longer a hand lasts, the greater the risk of an undercut. When your opponent seems close to knocking, throw away your high deadwood.&lt;/p&gt;&lt;p&gt;The bots see only what a player at the table could see, and every deal comes from a recorded seed, so any hand can be replayed.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tips&lt;/h3&gt;&lt;p&gt;Remember the discards, especially your opponent’s, and the cards your opponent took: they tell you what is being collected. Do not feed your opponent cards that fit. With a good start, knock early: the longer a hand lasts, the greater the risk of an undercut. When your opponent seems close to knocking, throw away your high deadwood.&lt;/p&gt;&lt;p&gt;The bots see only what a player at the table could see, and every deal comes from a recorded seed, so any hand can be replayed.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Rummy&lt;/h2&gt;&lt;p&gt;Rummy (拉米纸牌) is the open-table cousin of Jin Rummy: two to four players, one 52-card deck without jokers. Melds go face up on the table during play, anyone may add to anyone’s meld, and the first player to get rid of every card wins the hand.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Rummy&lt;/h2&gt;&lt;p&gt;Rummy (拉米纸牌) is the open-table cousin of Jin Rummy: two to four players, one 52-card deck without jokers. Melds go face up on the table during play, anyone may add to anyone’s meld, and the first player to get rid of every card wins the hand.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cards, melds and the deal&lt;/h3&gt;&lt;p&gt;Melds are the same as in Jin Rummy: a &lt;b&gt;set&lt;/b&gt; of three or four cards of one rank, or a &lt;b&gt;run&lt;/b&gt; of three or more cards of one suit in sequence. The ace is low only: A-2-3 is a run, Q-K-A is not. Card values: ace 1, 2 to 10 face value, jack, queen and king 10.&lt;/p&gt;&lt;p&gt;With two players each gets 10 cards, with three or four players 7. One card is turned face up to start the discard pile; the rest is the stock. You lead the first hand; after every hand the deal moves one seat on and the player after the dealer leads.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Cards, melds and the deal&lt;/h3&gt;&lt;p&gt;Melds are the same as in Jin Rummy: a &lt;b&gt;set&lt;/b&gt; of three or four cards of one rank, or a &lt;b&gt;run&lt;/b&gt; of three or more cards of one suit in sequence. The ace is low only: A-2-3 is a run, Q-K-A is not. Card values: ace 1, 2 to 10 face value, jack, queen and king 10.&lt;/p&gt;&lt;p&gt;With two players each gets 10 cards, with three or four players 7. One card is turned face up to start the discard pile; the rest is the stock. You lead the first hand; after every hand the deal moves one seat on and the player after the dealer leads.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Draw the top card of the stock or of the discard pile.&lt;/li&gt;&lt;li&gt;As often as you like: &lt;b&gt;meld&lt;/b&gt; — put a new meld from your hand on the table — or &lt;b&gt;lay off&lt;/b&gt; a single card onto any meld on the table, yours or another player’s: the fourth card of a set, or the next card at either end of a run (nothing below the ace, nothing above the king).&lt;/li&gt;&lt;li&gt;Discard one card.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;A card taken from the discard pile may not be discarded in the same turn, and you may not meld or lay off so that it is the only card left in your hand. Until you discard, &lt;b&gt;Undo&lt;/b&gt; takes back your melds and lay-offs one step at a time.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;A turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Draw the top card of the stock or of the discard pile.&lt;/li&gt;&lt;li&gt;As often as you like: &lt;b&gt;meld&lt;/b&gt; — put a new meld from your hand on the table — or &lt;b&gt;lay off&lt;/b&gt; a single card onto any meld on the table, yours or another player’s: the fourth card of a set, or the next card at either end of a run (nothing below the ace, nothing above the king).&lt;/li&gt;&lt;li&gt;Discard one card.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;A card taken from the discard pile may not be discarded in the same turn, and you may not meld or lay off so that it is the only card left in your hand. Until you discard, &lt;b&gt;Undo&lt;/b&gt; takes back your melds and lay-offs one step at a time.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Going out and scoring&lt;/h3&gt;&lt;p&gt;You &lt;b&gt;go out&lt;/b&gt; the moment your hand is empty, by melding or laying off your last cards, or by discarding your last card. You win the points of all the cards left in the other hands; the others score nothing.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rummy (一把出完)&lt;/b&gt;: going out in one turn, without having melded or laid off in an earlier turn of the hand, doubles your score.&lt;/p&gt;&lt;p&gt;The first time the stock runs out, the discard pile except its top card is turned over as the new stock, so the earliest discard is drawn first. The second time — or after 120 turns at the table — the hand is a &lt;b&gt;stalemate&lt;/b&gt; (僵局): nobody scores. The first player to reach the target score (50, 100, 200, 300 or 500) wins the match. A new match starts at 100, or at 300 against hard and expert bots: they keep their melds in hand to go out in one turn for double, so one of their hands is worth 125 to 250 points.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Going out and scoring&lt;/h3&gt;&lt;p&gt;You &lt;b&gt;go out&lt;/b&gt; the moment your hand is empty, by melding or laying off your last cards, or by discarding your last card. You win the points of all the cards left in the other hands; the others score nothing.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rummy (一把出完)&lt;/b&gt;: going out in one turn, without having melded or laid off in an earlier turn of the hand, doubles your score.&lt;/p&gt;&lt;p&gt;The first time the stock runs out, the discard pile except its top card is turned over as the new stock, so the earliest discard is drawn first. The second time — or after 120 turns at the table — the hand is a &lt;b&gt;stalemate&lt;/b&gt; (僵局): nobody scores. The first player to reach the target score (50, 100, 200, 300 or 500) wins the match. A new match starts at 100, or at 300 against hard and expert bots: they keep their melds in hand to go out in one turn for double, so one of their hands is worth 125 to 250 points.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and the keys&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Drag the stock or the discard pile onto your hand, or click it, to draw (keys S and D).&lt;/li&gt;&lt;li&gt;Click cards to select them (Space with the keyboard) and drag them onto the table to meld (key M). The hand shows a mark when it holds a meld, and the status line says why a selection is not a meld.&lt;/li&gt;&lt;li&gt;While you hold a card, the melds it can be laid off onto are outlined: drop it on one to lay it off.&lt;/li&gt;&lt;li&gt;Drop a card on the discard pile or double-click it to discard (Enter discards the focused card). Ctrl+Z or U undoes the last meld or lay-off.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Playing with the mouse and the keys&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Drag the stock or the discard pile onto your hand, or click it, to draw (keys S and D).&lt;/li&gt;&lt;li&gt;Click cards to select them (Space with the keyboard) and drag them onto the table to meld (key M). The hand shows a mark when it holds a meld, and the status line says why a selection is not a meld.&lt;/li&gt;&lt;li&gt;While you hold a card, the melds it can be laid off onto are outlined: drop it on one to lay it off.&lt;/li&gt;&lt;li&gt;Drop a card on the discard pile or double-click it to discard (Enter discards the focused card). Ctrl+Z or U undoes the last meld or lay-off.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tips&lt;/h3&gt;&lt;p&gt;Holding melds back keeps a rummy possible and gives nothing away, but every card in your hand counts for the others if someone goes out. Watch what the players after you lay off and take: do not discard cards that fit their melds or the melds on the table.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tips&lt;/h3&gt;&lt;p&gt;Holding melds back keeps a rummy possible and gives nothing away, but every card in your hand counts for the others if someone goes out. Watch what the players after you lay off and take: do not discard cards that fit their melds or the melds on the table.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fair deals&lt;/h3&gt;&lt;p&gt;&lt;b&gt;The bots do not see your cards.&lt;/b&gt; A bot is given only what a player in its seat could see: its own hand, the cards shown on the table and the moves made — never your hand, nor the order of the stock.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deck order is fixed before the first card.&lt;/b&gt; Every deal of a match comes from one number, the match&apos;s &lt;i&gt;seed&lt;/i&gt;. Before the first card the app shows a &lt;i&gt;commitment&lt;/i&gt;: a fingerprint (SHA-256) of the seed together with a random &lt;i&gt;salt&lt;/i&gt;. The first 8 characters are in the status line at the bottom of the window; Game → Match info… shows the whole value and can copy it. The commitment gives nothing away, but it cannot be made to fit another seed afterwards, so no deal can be changed once play has begun.&lt;/p&gt;&lt;p&gt;&lt;b&gt;How to check.&lt;/b&gt; When the match ends — played to its end, resigned or abandoned — the seed and salt are revealed in Match info…; press &lt;b&gt;Verify the deals&lt;/b&gt; there, or on a hand of the match in Statistics… → Hand history: the app checks that the seed and salt give the commitment shown at the start and that every hand was dealt from that seed, and says which check failed if one did. Anyone can run the same check on a saved match, outside the app: &lt;nobr&gt;&lt;code&gt;python -m engine.verify SAVE.json&lt;/code&gt;&lt;/nobr&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fair deals&lt;/h3&gt;&lt;p&gt;&lt;b&gt;The bots do not see your cards.&lt;/b&gt; A bot is given only what a player in its seat could see: its own hand, the cards shown on the table and the moves made — never your hand, nor the order of the stock.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deck order is fixed before the first card.&lt;/b&gt; Every deal of a match comes from one number, the match&apos;s &lt;i&gt;seed&lt;/i&gt;. Before the first card the app shows a &lt;i&gt;commitment&lt;/i&gt;: a fingerprint (SHA-256) of the seed together with a random &lt;i&gt;salt&lt;/i&gt;. The first 8 characters are in the status line at the bottom of the window; Game → Match info… shows the whole value and can copy it. The commitment gives nothing away, but it cannot be made to fit another seed afterwards, so no deal can be changed once play has begun.&lt;/p&gt;&lt;p&gt;&lt;b&gt;How to check.&lt;/b&gt; When the match ends — played to its end, resigned or abandoned — the seed and salt are revealed in Match info…; press &lt;b&gt;Verify the deals&lt;/b&gt; there, or on a hand of the match in Statistics… → Hand history: the app checks that the seed and salt give the commitment shown at the start and that every hand was dealt from that seed, and says which check failed if one did. Anyone can run the same check on a saved match, outside the app: &lt;nobr&gt;&lt;code&gt;python -m engine.verify SAVE.json&lt;/code&gt;&lt;/nobr&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Jin Rummy</source>
        <translation>Jin Rummy</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
</context>
<context>
    <name>RulesExample</name>
    <message>
        <source>{melds}, deadwood {cards}</source>
        <extracomment>The seed the example hand is dealt from (its up-card a spade below 10: a knock limit under the usual 10, and the hand doubled). The bots that play it.</extracomment>
        <translation>{melds}, deadwood {cards}</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>The dealer</translation>
    </message>
    <message>
        <source>The non-dealer</source>
        <translation>The non-dealer</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>the dealer</translation>
    </message>
    <message>
        <source>the non-dealer</source>
        <translation>the non-dealer</translation>
    </message>
    <message>
        <source>an ace: gin only</source>
        <translation>an ace: gin only</translation>
    </message>
    <message>
        <source>the knock limit is {n}</source>
        <translation>the knock limit is {n}</translation>
    </message>
    <message>
        <source> A spade up-card: the hand counts double.</source>
        <translation> A spade up-card: the hand counts double.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;An Oklahoma hand, played out&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;An Oklahoma hand, played out&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Dealt from seed {seed} and played by two Medium bots. The up-card is {card}: {limit} for the whole hand, whoever takes it.{double}</source>
        <translation>Dealt from seed {seed} and played by two Medium bots. The up-card is {card}: {limit} for the whole hand, whoever takes it.{double}</translation>
    </message>
    <message>
        <source>Nobody knocked: the hand is a draw.</source>
        <translation>Nobody knocked: the hand is a draw.</translation>
    </message>
    <message>
        <source>On turn {turn} {who} knocks with {hand} ({points} points).</source>
        <translation>On turn {turn} {who} knocks with {hand} ({points} points).</translation>
    </message>
    <message>
        <source>{who} shows {hand} ({points} points).</source>
        <translation>{who} shows {hand} ({points} points).</translation>
    </message>
    <message>
        <source> Laid off first: {cards}.</source>
        <translation> Laid off first: {cards}.</translation>
    </message>
    <message>
        <source>Total: {points}</source>
        <translation>Total: {points}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{result}&lt;/b&gt; — {meaning}.</source>
        <translation>&lt;b&gt;{result}&lt;/b&gt; — {meaning}.</translation>
    </message>
</context>
<context>
    <name>RummyPanel</name>
    <message>
        <source>Moves of this hand</source>
        <translation>Moves of this hand</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Take back your last meld or lay-off this turn</source>
        <translation>Take back your last meld or lay-off this turn</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Deal the next hand (Ctrl+Enter)</source>
        <translation>Deal the next hand (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>Start a new match from the Game menu</source>
        <translation>Start a new match from the Game menu</translation>
    </message>
    <message>
        <source>Your unfinished match is saved: Game → Resume unfinished match…</source>
        <translation>Your unfinished match is saved: Game → Resume unfinished match…</translation>
    </message>
    <message>
        <source>Rummy — {players}</source>
        <translation>Rummy — {players}</translation>
    </message>
    <message>
        <source>First to {target} points</source>
        <translation>First to {target} points</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>◆ marks the dealer; ▶ whose turn it is</source>
        <translation>◆ marks the dealer; ▶ whose turn it is</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Hand {n}</translation>
    </message>
    <message>
        <source>Dealer: {name}</source>
        <translation>Dealer: {name}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>{stock} (turned over once: the next run-out ends the hand)</source>
        <translation>{stock} (turned over once: the next run-out ends the hand)</translation>
    </message>
    <message>
        <source>Turn {turn} of {limit}</source>
        <translation>Turn {turn} of {limit}</translation>
    </message>
    <message>
        <source>Replay of hand {n}</source>
        <translation>Replay of hand {n}</translation>
    </message>
    <message>
        <source>Every hand is shown face up</source>
        <translation>Every hand is shown face up</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>The match is over</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
</context>
<context>
    <name>RummyResultDialog</name>
    <message>
        <source>Hand {number}</source>
        <extracomment>Each seat&apos;s bot portrait beside its name (hidden on the player&apos;s row).</extracomment>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>A hand ends after 120 turns at the table if nobody has gone out.</source>
        <translation>A hand ends after 120 turns at the table if nobody has gone out.</translation>
    </message>
    <message>
        <source>A hand ends after 500 moves if nobody has gone out: melds and lay-offs were taken back and made again too often.</source>
        <translation>A hand ends after 500 moves if nobody has gone out: melds and lay-offs were taken back and made again too often.</translation>
    </message>
    <message>
        <source>The discard pile was already turned over once as the new stock; when that ran out too, the hand ended.</source>
        <translation>The discard pile was already turned over once as the new stock; when that ran out too, the hand ended.</translation>
    </message>
    <message numerus="yes">
        <source>You win the %n point(s) left in the other hands, doubled: {total}.</source>
        <translation>
            <numerusform>You win the %n point left in the other hands, doubled: {total}.</numerusform>
            <numerusform>You win the %n points left in the other hands, doubled: {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the %n point(s) left in the other hands, doubled: {total}.</source>
        <translation>
            <numerusform>{name} wins the %n point left in the other hands, doubled: {total}.</numerusform>
            <numerusform>{name} wins the %n points left in the other hands, doubled: {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the %n point(s) left in the other hands.</source>
        <translation>
            <numerusform>You win the %n point left in the other hands.</numerusform>
            <numerusform>You win the %n points left in the other hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the %n point(s) left in the other hands.</source>
        <translation>
            <numerusform>{name} wins the %n point left in the other hands.</numerusform>
            <numerusform>{name} wins the %n points left in the other hands.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cards left</translation>
    </message>
    <message>
        <source>Points left</source>
        <translation>Points left</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>This hand</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Match total</translation>
    </message>
    <message>
        <source>+{won}</source>
        <translation>+{won}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>New match…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>RummyScore</name>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>Hand {k}</source>
        <translation>Hand {k}</translation>
    </message>
    <message>
        <source>First to {target}</source>
        <translation>First to {target}</translation>
    </message>
    <message>
        <source>Dealer: {name}</source>
        <translation>Dealer: {name}</translation>
    </message>
    <message>
        <source>{kind}: {how}</source>
        <translation>{kind}: {how}</translation>
    </message>
    <message>
        <source>{name}: {kind}, {how}</source>
        <translation>{name}: {kind}, {how}</translation>
    </message>
    <message>
        <source>{game} · {players} · first to {target}</source>
        <translation>{game} · {players} · first to {target}</translation>
    </message>
    <message>
        <source>Hand {k} is in play.</source>
        <translation>Hand {k} is in play.</translation>
    </message>
    <message>
        <source>You reach {target} and win the match!</source>
        <translation>You reach {target} and win the match!</translation>
    </message>
    <message>
        <source>{name} reaches {target} and wins the match.</source>
        <translation>{name} reaches {target} and wins the match.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the seats of the final score</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Final score: {scores}</source>
        <translation>Final score: {scores}</translation>
    </message>
    <message>
        <source>{points} (hand {k})</source>
        <translation>{points} (hand {k})</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Rummies (out in one turn)</source>
        <translation>Rummies (out in one turn)</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Best hand</translation>
    </message>
    <message>
        <source>Stalemates</source>
        <translation>Stalemates</translation>
    </message>
</context>
<context>
    <name>SaveFields</name>
    <message>
        <source>{mine} : {theirs}</source>
        <translation>{mine} : {theirs}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{game} · {players}</source>
        <translation>{game} · {players}</translation>
    </message>
    <message>
        <source>{game} · {players} · first to {target}</source>
        <translation>{game} · {players} · first to {target}</translation>
    </message>
    <message>
        <source>{table} · {scores}</source>
        <translation>{table} · {scores}</translation>
    </message>
    <message>
        <source>{game} · {rules} · {mode} · {score}</source>
        <translation>{game} · {rules} · {mode} · {score}</translation>
    </message>
    <message>
        <source>Saved:</source>
        <translation>Saved:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Mode:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Opponents:</translation>
    </message>
    <message>
        <source>Score (you : opponents):</source>
        <translation>Score (you : opponents):</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Hands played:</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Kind:</translation>
    </message>
    <message>
        <source>Practice (a hint or take-back was used)</source>
        <translation>Practice (a hint or take-back was used)</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Scores:</translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message>
        <source>Damaged file</source>
        <translation>Damaged file</translation>
    </message>
    <message>
        <source>First to {target}</source>
        <translation>First to {target}</translation>
    </message>
    <message>
        <source>{mode} (practice)</source>
        <translation>{mode} (practice)</translation>
    </message>
    <message>
        <source>{game} · {players}</source>
        <translation>{game} · {players}</translation>
    </message>
    <message>
        <source>This file cannot be used: {reason}</source>
        <translation>This file cannot be used: {reason}</translation>
    </message>
    <message>
        <source>Delete saved match</source>
        <translation>Delete saved match</translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation>Delete “{name}”? This cannot be undone.</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Save match as</translation>
    </message>
    <message>
        <source>Load a saved match</source>
        <translation>Load a saved match</translation>
    </message>
    <message>
        <source>Give the saved match a name, or pick a slot to replace.</source>
        <translation>Give the saved match a name, or pick a slot to replace.</translation>
    </message>
    <message>
        <source>Pick a saved match to play on from where it was saved.</source>
        <translation>Pick a saved match to play on from where it was saved.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <source>Score (yours first)</source>
        <translation>Score (yours first)</translation>
    </message>
    <message>
        <source>Saved matches</source>
        <translation>Saved matches</translation>
    </message>
    <message>
        <source>No saved matches yet.</source>
        <translation>No saved matches yet.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Load</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Score sheet…</source>
        <extracomment>The most seats a board shows (拉米纸牌&apos;s four). The smallest font the board shrinks to, in pixels, before it would leave its room. The grid row of &quot;Score sheet…&quot;, below the seats and any lines.</extracomment>
        <translation>Score sheet…</translation>
    </message>
    <message>
        <source>Click for the score sheet: every hand of the match</source>
        <translation>Click for the score sheet: every hand of the match</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Scoreboard</translation>
    </message>
</context>
<context>
    <name>SeatMoves</name>
    <message>
        <source>Took {card} from the discard pile</source>
        <translation>Took {card} from the discard pile</translation>
    </message>
    <message>
        <source>Drew {card} from the stock</source>
        <translation>Drew {card} from the stock</translation>
    </message>
    <message>
        <source>Drew from the stock</source>
        <translation>Drew from the stock</translation>
    </message>
    <message>
        <source>Discarded {card}</source>
        <translation>Discarded {card}</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Knocked</translation>
    </message>
    <message>
        <source>Passed on the up-card</source>
        <translation>Passed on the up-card</translation>
    </message>
    <message>
        <source>Melded {cards}</source>
        <translation>Melded {cards}</translation>
    </message>
    <message>
        <source>Laid off {cards}</source>
        <translation>Laid off {cards}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>How long the bots pause between their moves (none with animations off)</source>
        <translation>How long the bots pause between their moves (none with animations off)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Teal</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation>Extra large</translation>
    </message>
    <message>
        <source>Larger cards where the window has room; the hand fans tighter to fit</source>
        <translation>Larger cards where the window has room; the hand fans tighter to fit</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animation speed:</translation>
    </message>
    <message>
        <source>Bot speed:</source>
        <translation>Bot speed:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Card size:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Card back:</translation>
    </message>
    <message>
        <source>Defending:</source>
        <translation>Defending:</translation>
    </message>
    <message>
        <source>Practice:</source>
        <translation>Practice:</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Sound:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Four-colour deck (♦ blue, ♣ green)</source>
        <translation>Four-colour deck (♦ blue, ♣ green)</translation>
    </message>
    <message>
        <source>Large indices</source>
        <translation>Large indices</translation>
    </message>
    <message>
        <source>Lay off automatically (best layoff)</source>
        <translation>Lay off automatically (best layoff)</translation>
    </message>
    <message>
        <source>Show the Hint button</source>
        <translation>Show the Hint button</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Sound effects</translation>
    </message>
    <message>
        <source>When the opponent knocks, lay off the best cards for you at once</source>
        <translation>When the opponent knocks, lay off the best cards for you at once</translation>
    </message>
    <message>
        <source>A match in which you use a hint counts as practice</source>
        <translation>A match in which you use a hint counts as practice</translation>
    </message>
    <message>
        <source>Applied at once to every window</source>
        <translation>Applied at once to every window</translation>
    </message>
</context>
<context>
    <name>SheetTable</name>
    <message>
        <source>Hand by hand</source>
        <translation>Hand by hand</translation>
    </message>
    <message>
        <source>Each seat: the total after the hand (the points it won in it).</source>
        <translation>Each seat: the total after the hand (the points it won in it).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>No hand has been finished yet.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n point(s) — {kind}, against {opponent}, {date}</source>
        <extracomment>The match modes&apos; rows in the menus&apos; order (any other mode after them). Figures that are a sentence (the best hand): shown on a row of their own. The most of the main window the statistics cover when they open: the table stays in sight round them (the player may enlarge the window). Set when the table can replay every game&apos;s hands (the main window&apos;s business). Each game&apos;s statistics view (its boxes, words and history cells). Whether each listed match&apos;s deals can be verified (its reveal is kept). The code of the last read that failed (``None``: the last refresh read all). Words, table rows and the opening size as large as the side panel&apos;s beside the table (the same scale, following the main window&apos;s size); centred over the main window when opened and as it changes size.</extracomment>
        <translation>
            <numerusform>%n point — {kind}, against {opponent}, {date}</numerusform>
            <numerusform>%n points — {kind}, against {opponent}, {date}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) still in play are not counted yet.</source>
        <translation>
            <numerusform>%n match still in play is not counted yet.</numerusform>
            <numerusform>%n matches still in play are not counted yet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Matches played</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Matches won</translation>
    </message>
    <message>
        <source>Match win rate</source>
        <translation>Match win rate</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandoned</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Hand win rate</source>
        <translation>Hand win rate</translation>
    </message>
    <message>
        <source>Points: you − them</source>
        <extracomment>The least height of a chart (the overview&apos;s page is sized so both fit at 1000×620). Colours of the match results on the chart (abandoned in grey: not a loss).</extracomment>
        <translation>Points: you − them</translation>
    </message>
    <message>
        <source>Match results over time</source>
        <translation>Match results over time</translation>
    </message>
    <message>
        <source>Running win rate</source>
        <translation>Running win rate</translation>
    </message>
    <message>
        <source>Running win rate (abandoned matches leave it as is)</source>
        <translation>Running win rate (abandoned matches leave it as is)</translation>
    </message>
    <message>
        <source>Match (oldest first)</source>
        <translation>Match (oldest first)</translation>
    </message>
    <message>
        <source>{result} {mine} : {theirs} against {opponent}, {date}</source>
        <translation>{result} {mine} : {theirs} against {opponent}, {date}</translation>
    </message>
    <message>
        <source>{kind}, {how}</source>
        <translation>{kind}, {how}</translation>
    </message>
    <message>
        <source>{number}</source>
        <extracomment>Hands per page of the history list.</extracomment>
        <translation>{number}</translation>
    </message>
    <message>
        <source>{mine} : {theirs}</source>
        <translation>{mine} : {theirs}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) recorded</source>
        <translation>
            <numerusform>%n hand recorded</numerusform>
            <numerusform>%n hands recorded</numerusform>
        </translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} of {pages}</translation>
    </message>
    <message>
        <source>Check that this hand&apos;s match was dealt from the seed it committed to</source>
        <translation>Check that this hand&apos;s match was dealt from the seed it committed to</translation>
    </message>
    <message>
        <source>Only a match with a commitment can be verified, once it has ended</source>
        <translation>Only a match with a commitment can be verified, once it has ended</translation>
    </message>
    <message>
        <source>Rummy hands cannot be replayed on the table yet.</source>
        <translation>Rummy hands cannot be replayed on the table yet.</translation>
    </message>
    <message>
        <source>Hands, one per row (*.csv)</source>
        <translation>Hands, one per row (*.csv)</translation>
    </message>
    <message>
        <source>Matches, one per row (*.csv)</source>
        <translation>Matches, one per row (*.csv)</translation>
    </message>
    <message>
        <source>Export statistics: {game}</source>
        <translation>Export statistics: {game}</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) written.</source>
        <translation>
            <numerusform>%n row written.</numerusform>
            <numerusform>%n rows written.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back up statistics</source>
        <translation>Back up statistics</translation>
    </message>
    <message>
        <source>Statistics database (*.sqlite3)</source>
        <translation>Statistics database (*.sqlite3)</translation>
    </message>
    <message>
        <source>The disk is full: the backup was not written</source>
        <translation>The disk is full: the backup was not written</translation>
    </message>
    <message>
        <source>The statistics were backed up to {path}.</source>
        <translation>The statistics were backed up to {path}.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Delete all statistics and the hand history, ranked and practice? This cannot be undone. The match in play will not be counted.</source>
        <translation>Delete all statistics and the hand history, ranked and practice? This cannot be undone. The match in play will not be counted.</translation>
    </message>
    <message>
        <source>By players and opponents</source>
        <translation>By players and opponents</translation>
    </message>
    <message>
        <source>Drawn (stalemates):</source>
        <translation>Drawn (stalemates):</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>By number of players</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Points left in your hand</source>
        <translation>Points left in your hand</translation>
    </message>
    <message>
        <source>No finished Rummy matches yet: the charts start after one.</source>
        <translation>No finished Rummy matches yet: the charts start after one.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <source>&amp;Ranked</source>
        <translation>&amp;Ranked</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Practice</translation>
    </message>
    <message>
        <source>Practice: matches in which a hint, a take-back or a bot on your seat was used. Abandoned matches never count as losses.</source>
        <translation>Practice: matches in which a hint, a take-back or a bot on your seat was used. Abandoned matches never count as losses.</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Overview</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Hand history</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Winning streaks</source>
        <translation>Winning streaks</translation>
    </message>
    <message>
        <source>Gin hands you knocked</source>
        <translation>Gin hands you knocked</translation>
    </message>
    <message>
        <source>Knocks</source>
        <translation>Knocks</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>How your hands ended</source>
        <translation>How your hands ended</translation>
    </message>
    <message>
        <source>Played (finished or resigned):</source>
        <translation>Played (finished or resigned):</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Won:</translation>
    </message>
    <message>
        <source>Lost (resigned included):</source>
        <translation>Lost (resigned included):</translation>
    </message>
    <message>
        <source>Drawn:</source>
        <translation>Drawn:</translation>
    </message>
    <message>
        <source>Won, % of played:</source>
        <translation>Won, % of played:</translation>
    </message>
    <message>
        <source>Resigned:</source>
        <translation>Resigned:</translation>
    </message>
    <message>
        <source>Abandoned (not counted as lost):</source>
        <translation>Abandoned (not counted as lost):</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Played:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Lost:</translation>
    </message>
    <message>
        <source>Drawn (stock ran out):</source>
        <translation>Drawn (stock ran out):</translation>
    </message>
    <message>
        <source>Current, in matches:</source>
        <translation>Current, in matches:</translation>
    </message>
    <message>
        <source>Longest, in matches:</source>
        <translation>Longest, in matches:</translation>
    </message>
    <message>
        <source>Current, in hands:</source>
        <translation>Current, in hands:</translation>
    </message>
    <message>
        <source>Longest, in hands:</source>
        <translation>Longest, in hands:</translation>
    </message>
    <message>
        <source>Gin (three melds):</source>
        <translation>Gin (three melds):</translation>
    </message>
    <message>
        <source>Double Gin (two melds):</source>
        <translation>Double Gin (two melds):</translation>
    </message>
    <message>
        <source>Gin Dragon (one ten-card run):</source>
        <translation>Gin Dragon (one ten-card run):</translation>
    </message>
    <message>
        <source>Gin (International rules):</source>
        <translation>Gin (International rules):</translation>
    </message>
    <message>
        <source>Hands you knocked:</source>
        <translation>Hands you knocked:</translation>
    </message>
    <message>
        <source>Undercuts suffered:</source>
        <translation>Undercuts suffered:</translation>
    </message>
    <message>
        <source>Undercuts inflicted:</source>
        <translation>Undercuts inflicted:</translation>
    </message>
    <message>
        <source>Average deadwood when knocking:</source>
        <translation>Average deadwood when knocking:</translation>
    </message>
    <message>
        <source>By rules, mode and opponent</source>
        <translation>By rules, mode and opponent</translation>
    </message>
    <message>
        <source>Average points won per hand:</source>
        <translation>Average points won per hand:</translation>
    </message>
    <message>
        <source>Average net points per hand:</source>
        <translation>Average net points per hand:</translation>
    </message>
    <message>
        <source>Best hand:</source>
        <translation>Best hand:</translation>
    </message>
    <message>
        <source>By rules</source>
        <translation>By rules</translation>
    </message>
    <message>
        <source>By opponent level</source>
        <translation>By opponent level</translation>
    </message>
    <message>
        <source>No finished matches yet: the charts start after one.</source>
        <translation>No finished matches yet: the charts start after one.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>How it ended</translation>
    </message>
    <message>
        <source>Points (you : them)</source>
        <translation>Points (you : them)</translation>
    </message>
    <message>
        <source>Your deadwood</source>
        <translation>Your deadwood</translation>
    </message>
    <message>
        <source>You went out:</source>
        <translation>You went out:</translation>
    </message>
    <message>
        <source>You went out in one turn (doubled):</source>
        <translation>You went out in one turn (doubled):</translation>
    </message>
    <message>
        <source>An opponent went out in one turn:</source>
        <translation>An opponent went out in one turn:</translation>
    </message>
    <message>
        <source>Stalemates (nobody went out):</source>
        <translation>Stalemates (nobody went out):</translation>
    </message>
    <message>
        <source>Stalemates, % of hands:</source>
        <translation>Stalemates, % of hands:</translation>
    </message>
    <message>
        <source>Match mode</source>
        <translation>Match mode</translation>
    </message>
    <message>
        <source>By match mode</source>
        <translation>By match mode</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>◀ Newer</source>
        <translation>◀ Newer</translation>
    </message>
    <message>
        <source>Older ▶</source>
        <translation>Older ▶</translation>
    </message>
    <message>
        <source>Replay on the table</source>
        <translation>Replay on the table</translation>
    </message>
    <message>
        <source>Re&amp;view hand…</source>
        <translation>Re&amp;view hand…</translation>
    </message>
    <message>
        <source>Review &amp;match…</source>
        <translation>Review &amp;match…</translation>
    </message>
    <message>
        <source>Every decision of yours in this hand valued again, the costliest first</source>
        <translation>Every decision of yours in this hand valued again, the costliest first</translation>
    </message>
    <message>
        <source>&amp;Verify the deals</source>
        <translation>&amp;Verify the deals</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Export CSV…</translation>
    </message>
    <message>
        <source>&amp;Back up statistics…</source>
        <translation>&amp;Back up statistics…</translation>
    </message>
    <message>
        <source>A copy of every recorded match and hand, in one file you choose</source>
        <translation>A copy of every recorded match and hand, in one file you choose</translation>
    </message>
    <message>
        <source>Rese&amp;t…</source>
        <translation>Rese&amp;t…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Several levels</source>
        <translation>Several levels</translation>
    </message>
    <message>
        <source>{value} %</source>
        <extracomment>What a cell says where there is no figure (no hand of that kind yet).</extracomment>
        <translation>{value} %</translation>
    </message>
</context>
<context>
    <name>StatsHealth</name>
    <message numerus="yes">
        <source>%n damaged record(s) were found in the statistics and set aside (code: {codes}). They are kept in the file, not deleted; the rest of your history is shown.</source>
        <extracomment>Start-up warnings the window repeats: this session&apos;s figures are not kept.</extracomment>
        <translation>
            <numerusform>%n damaged record was found in the statistics and set aside (code: {codes}). It is kept in the file, not deleted; the rest of your history is shown.</numerusform>
            <numerusform>%n damaged records were found in the statistics and set aside (code: {codes}). They are kept in the file, not deleted; the rest of your history is shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>face-down card</source>
        <translation>face-down card</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{card}, selected, card {i} of {n} in your hand</source>
        <translation>{card}, selected, card {i} of {n} in your hand</translation>
    </message>
    <message>
        <source>{card}, card {i} of {n} in your hand</source>
        <translation>{card}, card {i} of {n} in your hand</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top</source>
        <translation>Discard pile: {card} on top</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Discard pile: empty</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Knock area: a face-down card</source>
        <translation>Knock area: a face-down card</translation>
    </message>
    <message>
        <source>Knock area: {label}</source>
        <translation>Knock area: {label}</translation>
    </message>
    <message>
        <source>Your meld: {cards}</source>
        <translation>Your meld: {cards}</translation>
    </message>
    <message>
        <source>Meld of {name}: {cards}</source>
        <translation>Meld of {name}: {cards}</translation>
    </message>
    <message>
        <source>Meld: {cards}</source>
        <translation>Meld: {cards}</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n card</numerusform>
            <numerusform>{name}: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}, showing {cards}</source>
        <translation>{seat}, showing {cards}</translation>
    </message>
    <message>
        <source>{seat} ({doing})</source>
        <translation>{seat} ({doing})</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Balanced</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>Balanced</translation>
    </message>
    <message>
        <source>Gin hunter</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>Gin hunter</translation>
    </message>
    <message>
        <source>Quick knocker</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>Quick knocker</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Patient</source>
        <comment>a bot&apos;s playing style</comment>
        <translation>Patient</translation>
    </message>
    <message>
        <source>Plays to win the most hands</source>
        <translation>Plays to win the most hands</translation>
    </message>
    <message>
        <source>Chases gin and knocks late</source>
        <translation>Chases gin and knocks late</translation>
    </message>
    <message>
        <source>Knocks at the first chance</source>
        <translation>Knocks at the first chance</translation>
    </message>
    <message>
        <source>Throws safe cards and waits to undercut</source>
        <translation>Throws safe cards and waits to undercut</translation>
    </message>
    <message>
        <source>Classic (dealer gets 11, knock ≤ 10)</source>
        <translation>Classic (dealer gets 11, knock ≤ 10)</translation>
    </message>
    <message>
        <source>JJ (up-card, knock ≤ 5)</source>
        <translation>JJ (up-card, knock ≤ 5)</translation>
    </message>
    <message>
        <source>1909 (up-card to the non-dealer)</source>
        <translation>1909 (up-card to the non-dealer)</translation>
    </message>
    <message>
        <source>International Gin Rummy</source>
        <translation>International Gin Rummy</translation>
    </message>
    <message>
        <source>Oklahoma Gin (the up-card sets the knock limit)</source>
        <translation>Oklahoma Gin (the up-card sets the knock limit)</translation>
    </message>
    <message>
        <source>Straight Gin (gin only, no knocking)</source>
        <translation>Straight Gin (gin only, no knocking)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Where a seat sits, as ``jinlami_desktop.games.rummy.layout.seat_sides`` names it.</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <comment>a bot&apos;s name and its level</comment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} of {suit}</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <extracomment>Which of a level&apos;s names (:mod:`~jinlami_desktop.words.opponents`) the bot at each side takes: by where it sits, so two bots of one level never share a name and a table is named the same way every time; the lone bot of a two-player table takes the first.</extracomment>
        <translation>The hand is over</translation>
    </message>
    <message>
        <source>Opponent&apos;s turn</source>
        <translation>Opponent&apos;s turn</translation>
    </message>
    <message>
        <source>Your turn: both passed the up-card, draw from the stock</source>
        <translation>Your turn: both passed the up-card, draw from the stock</translation>
    </message>
    <message>
        <source>Your turn: take the up-card or pass</source>
        <translation>Your turn: take the up-card or pass</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>Your turn: draw from the stock or the discard pile</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or drop it on the knock area</source>
        <translation>Your turn: discard a card, or drop it on the knock area</translation>
    </message>
    <message>
        <source>Your turn: choose how to show your melds</source>
        <translation>Your turn: choose how to show your melds</translation>
    </message>
    <message>
        <source>Lay off cards on the knocker&apos;s melds, then press Done</source>
        <translation>Lay off cards on the knocker&apos;s melds, then press Done</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>waiting for you</source>
        <translation>waiting for you</translation>
    </message>
    <message>
        <source>laying off</source>
        <translation>laying off</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>idle</translation>
    </message>
    <message>
        <source>playing a duel</source>
        <translation>playing a duel</translation>
    </message>
    <message>
        <source>Drawing from the stock</source>
        <translation>Drawing from the stock</translation>
    </message>
    <message>
        <source>Taking the discard</source>
        <translation>Taking the discard</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passing</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Discarding</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Knocking</translation>
    </message>
    <message>
        <source>Showing melds</source>
        <translation>Showing melds</translation>
    </message>
    <message>
        <source>Laying off</source>
        <translation>Laying off</translation>
    </message>
    <message>
        <source>Ending the layoff</source>
        <translation>Ending the layoff</translation>
    </message>
    <message>
        <source>{action} is not possible now: take the up-card or pass first</source>
        <translation>{action} is not possible now: take the up-card or pass first</translation>
    </message>
    <message>
        <source>{action} is not possible now: draw a card first</source>
        <translation>{action} is not possible now: draw a card first</translation>
    </message>
    <message>
        <source>{action} is not possible now: you have drawn, now discard</source>
        <translation>{action} is not possible now: you have drawn, now discard</translation>
    </message>
    <message>
        <source>{action} is not possible now: the melds must be shown first</source>
        <translation>{action} is not possible now: the melds must be shown first</translation>
    </message>
    <message>
        <source>{action} is not possible now: laying off is in progress</source>
        <translation>{action} is not possible now: laying off is in progress</translation>
    </message>
    <message>
        <source>{action} is not possible now: the hand is over</source>
        <translation>{action} is not possible now: the hand is over</translation>
    </message>
    <message>
        <source>{action} is not possible now</source>
        <translation>{action} is not possible now</translation>
    </message>
    <message>
        <source>Wait: it is not your turn</source>
        <translation>Wait: it is not your turn</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>The discard pile is empty</translation>
    </message>
    <message>
        <source>Both players passed the up-card: draw from the stock</source>
        <translation>Both players passed the up-card: draw from the stock</translation>
    </message>
    <message>
        <source>You have not drawn: the dealer starts with 11 cards and discards first</source>
        <translation>You have not drawn: the dealer starts with 11 cards and discards first</translation>
    </message>
    <message>
        <source>No card was chosen</source>
        <translation>No card was chosen</translation>
    </message>
    <message numerus="yes">
        <source>Cannot knock: that leaves %n point(s) of deadwood, above the limit of {limit}</source>
        <translation>
            <numerusform>Cannot knock: that leaves %n point of deadwood, above the limit of {limit}</numerusform>
            <numerusform>Cannot knock: that leaves %n points of deadwood, above the limit of {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cannot knock discarding {card}: that leaves %n point(s) of deadwood, above the limit of {limit}</source>
        <translation>
            <numerusform>Cannot knock discarding {card}: that leaves %n point of deadwood, above the limit of {limit}</numerusform>
            <numerusform>Cannot knock discarding {card}: that leaves %n points of deadwood, above the limit of {limit}</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot knock: no arrangement is within the knock limit of {limit}</source>
        <translation>Cannot knock: no arrangement is within the knock limit of {limit}</translation>
    </message>
    <message>
        <source>A card is used twice</source>
        <translation>A card is used twice</translation>
    </message>
    <message>
        <source>Those cards are not a set or a run (the ace is low only)</source>
        <translation>Those cards are not a set or a run (the ace is low only)</translation>
    </message>
    <message>
        <source>There is no meld there</source>
        <translation>There is no meld there</translation>
    </message>
    <message>
        <source>Those cards cannot be laid off on the knocker&apos;s melds</source>
        <translation>Those cards cannot be laid off on the knocker&apos;s melds</translation>
    </message>
    <message>
        <source>No hand is in play: deal the next hand</source>
        <translation>No hand is in play: deal the next hand</translation>
    </message>
    <message>
        <source>The match is over: start a new match</source>
        <translation>The match is over: start a new match</translation>
    </message>
    <message>
        <source>A hand is still in play</source>
        <translation>A hand is still in play</translation>
    </message>
    <message>
        <source>No match is running: start a new match</source>
        <translation>No match is running: start a new match</translation>
    </message>
    <message>
        <source>Wait a moment: the bot is moving</source>
        <translation>Wait a moment: the bot is moving</translation>
    </message>
    <message>
        <source>Drop the card on the discard pile, the knock area or your hand</source>
        <translation>Drop the card on the discard pile, the knock area or your hand</translation>
    </message>
    <message>
        <source>Draw a card first: drag it from the stock or the discard pile</source>
        <translation>Draw a card first: drag it from the stock or the discard pile</translation>
    </message>
    <message>
        <source>Only the knocker&apos;s melds take cards now</source>
        <translation>Only the knocker&apos;s melds take cards now</translation>
    </message>
    <message>
        <source>Only the defender lays off</source>
        <translation>Only the defender lays off</translation>
    </message>
    <message>
        <source>To draw, drop the card on your hand</source>
        <translation>To draw, drop the card on your hand</translation>
    </message>
    <message>
        <source>A move could not be read</source>
        <translation>A move could not be read</translation>
    </message>
    <message>
        <source>The hand has the wrong number of cards</source>
        <translation>The hand has the wrong number of cards</translation>
    </message>
    <message>
        <source>A meld needs at least three cards</source>
        <translation>A meld needs at least three cards</translation>
    </message>
    <message>
        <source>These rules are not known to this version of the game</source>
        <translation>These rules are not known to this version of the game</translation>
    </message>
    <message>
        <source>This is a replay: close it to play on</source>
        <translation>This is a replay: close it to play on</translation>
    </message>
    <message>
        <source>Answer taken: the verdict is above the table</source>
        <translation>Answer taken: the verdict is above the table</translation>
    </message>
    <message>
        <source>A card could not be read</source>
        <translation>A card could not be read</translation>
    </message>
    <message>
        <source>The rule options are not valid</source>
        <translation>The rule options are not valid</translation>
    </message>
    <message>
        <source>This game is not known to this version of the app</source>
        <translation>This game is not known to this version of the app</translation>
    </message>
    <message>
        <source>That position cannot arise in a game</source>
        <translation>That position cannot arise in a game</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>The stock is empty</translation>
    </message>
    <message>
        <source>Nothing to undo: only this turn&apos;s melds and lay-offs can be taken back</source>
        <translation>Nothing to undo: only this turn&apos;s melds and lay-offs can be taken back</translation>
    </message>
    <message>
        <source>There is no such seat at this table</source>
        <translation>There is no such seat at this table</translation>
    </message>
    <message>
        <source>The seed must be a whole number</source>
        <translation>The seed must be a whole number</translation>
    </message>
    <message>
        <source>This opponent level is not known to this version of the game</source>
        <translation>This opponent level is not known to this version of the game</translation>
    </message>
    <message>
        <source>An option of the opponent is not valid</source>
        <translation>An option of the opponent is not valid</translation>
    </message>
    <message>
        <source>The opponent was shown the table of another game</source>
        <translation>The opponent was shown the table of another game</translation>
    </message>
    <message>
        <source>Two players of one team have the same name</source>
        <translation>Two players of one team have the same name</translation>
    </message>
    <message>
        <source>A meld without cards</source>
        <translation>A meld without cards</translation>
    </message>
    <message>
        <source>That move is not allowed now</source>
        <translation>That move is not allowed now</translation>
    </message>
    <message>
        <source>The game could not do that</source>
        <translation>The game could not do that</translation>
    </message>
    <message>
        <source>The save could not be loaded</source>
        <translation>The save could not be loaded</translation>
    </message>
    <message>
        <source>The save puts the player in seat {seat}, but the game has {seats} seats: it cannot be played</source>
        <translation>The save puts the player in seat {seat}, but the game has {seats} seats: it cannot be played</translation>
    </message>
    <message>
        <source>The save names an opponent level this version does not know ({level}): it cannot be played</source>
        <translation>The save names an opponent level this version does not know ({level}): it cannot be played</translation>
    </message>
    <message>
        <source>The salt of a match&apos;s commitment must be 32 hexadecimal digits</source>
        <translation>The salt of a match&apos;s commitment must be 32 hexadecimal digits</translation>
    </message>
    <message>
        <source>That move is not allowed (code {code})</source>
        <translation>That move is not allowed (code {code})</translation>
    </message>
    <message>
        <source>The dealer gets 11 cards and opens with a discard; knock with 10 or less; Jin Rummy scoring (gin 50, undercut penalties).</source>
        <translation>The dealer gets 11 cards and opens with a discard; knock with 10 or less; Jin Rummy scoring (gin 50, undercut penalties).</translation>
    </message>
    <message>
        <source>An up-card offered to the dealer first; knock with 5 or less; Jin Rummy scoring.</source>
        <translation>An up-card offered to the dealer first; knock with 5 or less; Jin Rummy scoring.</translation>
    </message>
    <message>
        <source>An up-card offered to the non-dealer first; knock with 10 or less; Jin Rummy scoring.</source>
        <translation>An up-card offered to the non-dealer first; knock with 10 or less; Jin Rummy scoring.</translation>
    </message>
    <message>
        <source>Gin Rummy as Hoyle has it: knock with 10 or less, gin 25, undercut 25, a game to 100 with bonuses.</source>
        <translation>Gin Rummy as Hoyle has it: knock with 10 or less, gin 25, undercut 25, a game to 100 with bonuses.</translation>
    </message>
    <message>
        <source>The first up-card&apos;s value is the hand&apos;s knock limit: an ace means gin only, a spade doubles the hand.</source>
        <translation>The first up-card&apos;s value is the hand&apos;s knock limit: an ace means gin only, a spade doubles the hand.</translation>
    </message>
    <message>
        <source>No knocking at all: a hand is won only by going gin (or Big Gin).</source>
        <translation>No knocking at all: a hand is won only by going gin (or Big Gin).</translation>
    </message>
    <message>
        <source>Gin only: the up-card is an ace</source>
        <translation>Gin only: the up-card is an ace</translation>
    </message>
    <message numerus="yes">
        <source>Knock at %n point(s) or less this hand</source>
        <translation>
            <numerusform>Knock at %n point or less this hand</numerusform>
            <numerusform>Knock at %n points or less this hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades: this hand counts double</source>
        <translation>Spades: this hand counts double</translation>
    </message>
    <message>
        <source>Gin only: no knocking</source>
        <translation>Gin only: no knocking</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Double Gin</source>
        <translation>Double Gin</translation>
    </message>
    <message>
        <source>Gin Dragon</source>
        <translation>Gin Dragon</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Undercut</translation>
    </message>
    <message>
        <source>Gin</source>
        <comment>International rules</comment>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big Gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Draw: the stock ran out</source>
        <translation>Draw: the stock ran out</translation>
    </message>
    <message>
        <source>Resigned</source>
        <translation>Resigned</translation>
    </message>
    <message>
        <source>The knocker still has less deadwood after the layoff</source>
        <translation>The knocker still has less deadwood after the layoff</translation>
    </message>
    <message>
        <source>No deadwood: all ten cards in three melds</source>
        <translation>No deadwood: all ten cards in three melds</translation>
    </message>
    <message>
        <source>No deadwood: all ten cards in two melds</source>
        <translation>No deadwood: all ten cards in two melds</translation>
    </message>
    <message>
        <source>No deadwood: all ten cards in one run</source>
        <translation>No deadwood: all ten cards in one run</translation>
    </message>
    <message>
        <source>The opponent has as little deadwood as the knocker, or less</source>
        <translation>The opponent has as little deadwood as the knocker, or less</translation>
    </message>
    <message>
        <source>No deadwood: no layoff allowed</source>
        <translation>No deadwood: no layoff allowed</translation>
    </message>
    <message>
        <source>All eleven cards melded after the draw: no discard, no layoff</source>
        <translation>All eleven cards melded after the draw: no discard, no layoff</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out</source>
        <translation>Nobody knocked before the stock ran out</translation>
    </message>
    <message>
        <source>The match was given up</source>
        <translation>The match was given up</translation>
    </message>
    <message>
        <source>Penalty tier: deadwood left after laying off</source>
        <translation>Penalty tier: deadwood left after laying off</translation>
    </message>
    <message>
        <source>Penalty tier: Gin after laying off</source>
        <translation>Penalty tier: Gin after laying off</translation>
    </message>
    <message>
        <source>Penalty tier: Double Gin after laying off</source>
        <translation>Penalty tier: Double Gin after laying off</translation>
    </message>
    <message>
        <source>Penalty tier: Gin Dragon after laying off</source>
        <translation>Penalty tier: Gin Dragon after laying off</translation>
    </message>
    <message>
        <source>Gin base: {points}</source>
        <translation>Gin base: {points}</translation>
    </message>
    <message>
        <source>Opponent&apos;s deadwood: {points}</source>
        <translation>Opponent&apos;s deadwood: {points}</translation>
    </message>
    <message>
        <source>Knock base: {points}</source>
        <translation>Knock base: {points}</translation>
    </message>
    <message>
        <source>Deadwood difference: {points}</source>
        <translation>Deadwood difference: {points}</translation>
    </message>
    <message>
        <source>Undercut penalty: {points}</source>
        <translation>Undercut penalty: {points}</translation>
    </message>
    <message>
        <source>Undercut bonus: {points}</source>
        <translation>Undercut bonus: {points}</translation>
    </message>
    <message>
        <source>Doubled (a spade up-card): {points}</source>
        <translation>Doubled (a spade up-card): {points}</translation>
    </message>
    <message>
        <source>{key}: {points}</source>
        <translation>{key}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s), highest total wins</source>
        <translation>
            <numerusform>%n hand, highest total wins</numerusform>
            <numerusform>%n hands, highest total wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First to {target}, at most %n hand(s)</source>
        <translation>
            <numerusform>First to {target}, at most %n hand</numerusform>
            <numerusform>First to {target}, at most %n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>Game to {target} with bonuses</source>
        <translation>Game to {target} with bonuses</translation>
    </message>
    <message>
        <source>Hollywood: three games to {target} at once</source>
        <translation>Hollywood: three games to {target} at once</translation>
    </message>
    <message>
        <source>Team match</source>
        <translation>Team match</translation>
    </message>
    <message>
        <source>Hint: draw from the stock</source>
        <translation>Hint: draw from the stock</translation>
    </message>
    <message>
        <source>Hint: take the discard</source>
        <translation>Hint: take the discard</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>Hint: pass</translation>
    </message>
    <message>
        <source>Hint: nothing to lay off, press Done</source>
        <translation>Hint: nothing to lay off, press Done</translation>
    </message>
    <message>
        <source>Hint: show the suggested melds</source>
        <translation>Hint: show the suggested melds</translation>
    </message>
    <message>
        <source>{name} drew {card} from the stock</source>
        <translation>{name} drew {card} from the stock</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name} drew from the stock</translation>
    </message>
    <message>
        <source>{name} knocked</source>
        <translation>{name} knocked</translation>
    </message>
    <message>
        <source>{name} passed on the up-card</source>
        <translation>{name} passed on the up-card</translation>
    </message>
    <message>
        <source>{name} showed the melds</source>
        <translation>{name} showed the melds</translation>
    </message>
    <message>
        <source>{name} finished laying off</source>
        <translation>{name} finished laying off</translation>
    </message>
    <message>
        <source>{name} dealt</source>
        <translation>{name} dealt</translation>
    </message>
    <message>
        <source>The target score must be 50, 100, 200, 300 or 500</source>
        <translation>The target score must be 50, 100, 200, 300 or 500</translation>
    </message>
    <message>
        <source>A rule option is switched neither on nor off</source>
        <translation>A rule option is switched neither on nor off</translation>
    </message>
    <message>
        <source>Big Gin is played only with International scoring</source>
        <translation>Big Gin is played only with International scoring</translation>
    </message>
    <message>
        <source>This Oklahoma option needs the Oklahoma rules</source>
        <translation>This Oklahoma option needs the Oklahoma rules</translation>
    </message>
    <message>
        <source>Hollywood scoring needs International scoring (its three games to 100)</source>
        <translation>Hollywood scoring needs International scoring (its three games to 100)</translation>
    </message>
    <message>
        <source>Oklahoma takes its knock limit from the up-card: it needs a deal with an up-card</source>
        <translation>Oklahoma takes its knock limit from the up-card: it needs a deal with an up-card</translation>
    </message>
    <message>
        <source>The words for the deal must be text</source>
        <translation>The words for the deal must be text</translation>
    </message>
    <message>
        <source>Type some words for the deal, or leave the field empty</source>
        <translation>Type some words for the deal, or leave the field empty</translation>
    </message>
    <message>
        <source>The words for the deal may have at most {limit} characters</source>
        <translation>The words for the deal may have at most {limit} characters</translation>
    </message>
    <message>
        <source>The words for the deal cannot hold line breaks or other control characters</source>
        <translation>The words for the deal cannot hold line breaks or other control characters</translation>
    </message>
    <message>
        <source>The disk is full: the game could not be saved</source>
        <extracomment>Every code the storage layer and the engine&apos;s save loader can report (see ``jinlami_desktop/storage/errors.py``); :func:`storage_error_text` words each one.</extracomment>
        <translation>The disk is full: the game could not be saved</translation>
    </message>
    <message>
        <source>The app is not allowed to use that file or folder</source>
        <translation>The app is not allowed to use that file or folder</translation>
    </message>
    <message>
        <source>The file could not be written</source>
        <translation>The file could not be written</translation>
    </message>
    <message>
        <source>The file is no longer there</source>
        <translation>The file is no longer there</translation>
    </message>
    <message>
        <source>The file could not be read</source>
        <translation>The file could not be read</translation>
    </message>
    <message>
        <source>This is not a file (a folder, a pipe or a device is in its place): it was not read</source>
        <translation>This is not a file (a folder, a pipe or a device is in its place): it was not read</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: it is not a readable save</source>
        <translation>The file is damaged or cut short: it is not a readable save</translation>
    </message>
    <message>
        <source>This file is not a Jin Rummy save</source>
        <translation>This file is not a Jin Rummy save</translation>
    </message>
    <message>
        <source>This save comes from a newer version of the game: update the app to open it</source>
        <translation>This save comes from a newer version of the game: update the app to open it</translation>
    </message>
    <message>
        <source>The save is damaged: a part of it is missing or wrong</source>
        <translation>The save is damaged: a part of it is missing or wrong</translation>
    </message>
    <message>
        <source>The save is damaged: its moves cannot be replayed</source>
        <translation>The save is damaged: its moves cannot be replayed</translation>
    </message>
    <message>
        <source>The save is damaged: its score does not match its moves</source>
        <translation>The save is damaged: its score does not match its moves</translation>
    </message>
    <message>
        <source>The file is far larger than any game: it is not a save</source>
        <translation>The file is far larger than any game: it is not a save</translation>
    </message>
    <message>
        <source>A position set up by hand cannot be saved</source>
        <translation>A position set up by hand cannot be saved</translation>
    </message>
    <message>
        <source>The statistics file was damaged: it was moved aside and new statistics started</source>
        <translation>The statistics file was damaged: it was moved aside and new statistics started</translation>
    </message>
    <message>
        <source>The statistics come from a newer version of the app: they are left untouched and this session is not recorded</source>
        <translation>The statistics come from a newer version of the app: they are left untouched and this session is not recorded</translation>
    </message>
    <message>
        <source>The statistics file has a version this app does not know: it is left untouched and this session is not recorded</source>
        <translation>The statistics file has a version this app does not know: it is left untouched and this session is not recorded</translation>
    </message>
    <message>
        <source>The statistics cannot be opened: this session is not recorded</source>
        <translation>The statistics cannot be opened: this session is not recorded</translation>
    </message>
    <message>
        <source>Part of the statistics file cannot be read: it is checked again at the next start (a damaged file is moved aside, never deleted)</source>
        <translation>Part of the statistics file cannot be read: it is checked again at the next start (a damaged file is moved aside, never deleted)</translation>
    </message>
    <message>
        <source>The backup cannot be written there: the folder is missing, read-only or not yours to write</source>
        <translation>The backup cannot be written there: the folder is missing, read-only or not yours to write</translation>
    </message>
    <message>
        <source>That is the statistics file itself: choose another name for the backup</source>
        <translation>That is the statistics file itself: choose another name for the backup</translation>
    </message>
    <message>
        <source>The statistics could not be backed up</source>
        <translation>The statistics could not be backed up</translation>
    </message>
    <message>
        <source>That match is no longer in the statistics</source>
        <translation>That match is no longer in the statistics</translation>
    </message>
    <message>
        <source>That hand is no longer in the statistics</source>
        <translation>That hand is no longer in the statistics</translation>
    </message>
    <message>
        <source>That drill is no longer in the statistics</source>
        <translation>That drill is no longer in the statistics</translation>
    </message>
    <message>
        <source>The statistics refused an unknown result</source>
        <translation>The statistics refused an unknown result</translation>
    </message>
    <message>
        <source>Only a finished hand can be recorded</source>
        <translation>Only a finished hand can be recorded</translation>
    </message>
    <message>
        <source>That hand cannot be replayed: its record is damaged</source>
        <translation>That hand cannot be replayed: its record is damaged</translation>
    </message>
    <message>
        <source>The statistics could not be saved</source>
        <translation>The statistics could not be saved</translation>
    </message>
    <message>
        <source>The statistics are in use by another program: this hand will be recorded later</source>
        <translation>The statistics are in use by another program: this hand will be recorded later</translation>
    </message>
    <message>
        <source>Some details of the save were damaged and were reset; the game itself is intact</source>
        <translation>Some details of the save were damaged and were reset; the game itself is intact</translation>
    </message>
    <message>
        <source>The export failed</source>
        <translation>The export failed</translation>
    </message>
    <message>
        <source>The data folder cannot be created: nothing is saved in this session</source>
        <translation>The data folder cannot be created: nothing is saved in this session</translation>
    </message>
    <message>
        <source>The data folder is read-only: you can play, but no match, statistic or setting is saved in this session</source>
        <translation>The data folder is read-only: you can play, but no match, statistic or setting is saved in this session</translation>
    </message>
    <message>
        <source>The list of hands waiting for the statistics was damaged: it was moved aside and the hands it still held are kept</source>
        <translation>The list of hands waiting for the statistics was damaged: it was moved aside and the hands it still held are kept</translation>
    </message>
    <message>
        <source>The list of hands waiting for the statistics could not be read: it was moved aside</source>
        <translation>The list of hands waiting for the statistics could not be read: it was moved aside</translation>
    </message>
    <message>
        <source>The list of hands waiting for the statistics cannot be written: the finished match stays in the autosave until it can</source>
        <translation>The list of hands waiting for the statistics cannot be written: the finished match stays in the autosave until it can</translation>
    </message>
    <message>
        <source>Too many matches are waiting for the statistics: this one is not recorded</source>
        <translation>Too many matches are waiting for the statistics: this one is not recorded</translation>
    </message>
    <message>
        <source>The settings file is not a file (a folder, a pipe or a device is in its place): this session&apos;s choices are not kept</source>
        <translation>The settings file is not a file (a folder, a pipe or a device is in its place): this session&apos;s choices are not kept</translation>
    </message>
    <message>
        <source>A file problem occurred (code {code})</source>
        <translation>A file problem occurred (code {code})</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used (it is a file, or it cannot be created): the app plays on, but nothing is saved in this session.</source>
        <translation>The data folder {folder} cannot be used (it is a file, or it cannot be created): the app plays on, but nothing is saved in this session.</translation>
    </message>
    <message>
        <source>The settings file {path} is not a file (a folder, a pipe or a device is in its place): the app plays on with its defaults and keeps none of this session&apos;s choices.</source>
        <translation>The settings file {path} is not a file (a folder, a pipe or a device is in its place): the app plays on with its defaults and keeps none of this session&apos;s choices.</translation>
    </message>
    <message>
        <source>The unfinished match of your last session cannot be resumed.</source>
        <translation>The unfinished match of your last session cannot be resumed.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only: you can play (and resume a match saved there), but no match, statistic or setting is saved in this session.</source>
        <translation>The data folder {folder} is read-only: you can play (and resume a match saved there), but no match, statistic or setting is saved in this session.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {name}.</source>
        <translation>The damaged file was kept as {name}.</translation>
    </message>
    <message>
        <source>Verified: the app committed to its secret before you typed your words, the seed is the hash of that secret and your words, and every hand was dealt from that seed.</source>
        <extracomment>The codes of engine.fairness.verify_save, each worded by :func:`verdict_text`.</extracomment>
        <translation>Verified: the app committed to its secret before you typed your words, the seed is the hash of that secret and your words, and every hand was dealt from that seed.</translation>
    </message>
    <message>
        <source>Not verified: hand {hand} was not dealt from the revealed seed — its cards were changed.</source>
        <translation>Not verified: hand {hand} was not dealt from the revealed seed — its cards were changed.</translation>
    </message>
    <message>
        <source>Verified: the revealed seed and salt are the ones committed to before the first card, and every hand was dealt from that seed.</source>
        <translation>Verified: the revealed seed and salt are the ones committed to before the first card, and every hand was dealt from that seed.</translation>
    </message>
    <message>
        <source>Not verified: the match&apos;s record is damaged or is not a save.</source>
        <translation>Not verified: the match&apos;s record is damaged or is not a save.</translation>
    </message>
    <message>
        <source>Not verified: this match has no commitment (it was saved by an older version, or it is a single hand).</source>
        <translation>Not verified: this match has no commitment (it was saved by an older version, or it is a single hand).</translation>
    </message>
    <message>
        <source>Not yet: the seed and salt are revealed when the match ends.</source>
        <translation>Not yet: the seed and salt are revealed when the match ends.</translation>
    </message>
    <message>
        <source>Not verified: the revealed seed is not the seed the hands were played from.</source>
        <translation>Not verified: the revealed seed is not the seed the hands were played from.</translation>
    </message>
    <message>
        <source>Not verified: the revealed salt is not the salt committed to.</source>
        <translation>Not verified: the revealed salt is not the salt committed to.</translation>
    </message>
    <message>
        <source>Not verified: the commitment is not the SHA-256 of the revealed seed and salt.</source>
        <translation>Not verified: the commitment is not the SHA-256 of the revealed seed and salt.</translation>
    </message>
    <message>
        <source>Not verified: the revealed secret is not the secret the app committed to.</source>
        <translation>Not verified: the revealed secret is not the secret the app committed to.</translation>
    </message>
    <message>
        <source>Not verified: the seed is not the hash of the app&apos;s secret and your words — the words or the seed were changed.</source>
        <translation>Not verified: the seed is not the hash of the app&apos;s secret and your words — the words or the seed were changed.</translation>
    </message>
    <message>
        <source>Not verified: the match was not dealt from the words you gave.</source>
        <translation>Not verified: the match was not dealt from the words you gave.</translation>
    </message>
    <message>
        <source>Not verified ({code}).</source>
        <translation>Not verified ({code}).</translation>
    </message>
    <message>
        <source>played to its end</source>
        <translation>played to its end</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>resigned</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>Fixed hands</source>
        <translation>Fixed hands</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>International game</source>
        <translation>International game</translation>
    </message>
    <message>
        <source>Hollywood (three games)</source>
        <translation>Hollywood (three games)</translation>
    </message>
    <message>
        <source>Single hand</source>
        <translation>Single hand</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandoned</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In progress</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>Jin Rummy</source>
        <extracomment>Every settlement kind the engine reports (``Settlement.kind``), and a hand without a knock (``draw``); ``result_name`` words each one. A turn ends with the discard, the knock or a pass on the up-card; the deal, the declaration, the end of the layoff and the hand&apos;s end are no moves to show.</extracomment>
        <translation>Jin Rummy</translation>
    </message>
    <message>
        <source>Rummy</source>
        <extracomment>How a 拉米纸牌 hand ends (``RummyHandRecord.kind``): someone went out, went out all at once (一把出完, doubled), or nobody did (僵局). ``RummyResult.how``: going out by a meld, a lay-off or the last discard; a stalemate by the second exhaustion of the stock or the turn limit. A turn ends with the discard (going out by melding simply stays the last).</extracomment>
        <translation>Rummy</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Went out</translation>
    </message>
    <message>
        <source>Rummy: out in one turn</source>
        <translation>Rummy: out in one turn</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Stalemate</translation>
    </message>
    <message>
        <source>A player emptied the hand and won the cards left in the others</source>
        <translation>A player emptied the hand and won the cards left in the others</translation>
    </message>
    <message>
        <source>A player went out in a single turn without melding before: doubled</source>
        <translation>A player went out in a single turn without melding before: doubled</translation>
    </message>
    <message>
        <source>Nobody went out: everyone scores 0 for this hand</source>
        <translation>Nobody went out: everyone scores 0 for this hand</translation>
    </message>
    <message>
        <source>by a meld</source>
        <translation>by a meld</translation>
    </message>
    <message>
        <source>by a lay-off</source>
        <translation>by a lay-off</translation>
    </message>
    <message>
        <source>with the last discard</source>
        <translation>with the last discard</translation>
    </message>
    <message>
        <source>the stock ran out twice</source>
        <translation>the stock ran out twice</translation>
    </message>
    <message>
        <source>the turn limit was reached</source>
        <translation>the turn limit was reached</translation>
    </message>
    <message>
        <source>the move limit was reached</source>
        <translation>the move limit was reached</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>+</source>
        <comment>meld label: the seats that laid off onto this meld follow</comment>
        <translation>+</translation>
    </message>
    <message>
        <source>Set {cards}, laid by {owner}</source>
        <translation>Set {cards}, laid by {owner}</translation>
    </message>
    <message>
        <source>Run {cards}, laid by {owner}</source>
        <translation>Run {cards}, laid by {owner}</translation>
    </message>
    <message>
        <source>{meld}; added: {added}</source>
        <translation>{meld}; added: {added}</translation>
    </message>
    <message>
        <source>Meld!</source>
        <translation>Meld!</translation>
    </message>
    <message>
        <source>Your hand holds a meld: click to meld it (M)</source>
        <translation>Your hand holds a meld: click to meld it (M)</translation>
    </message>
    <message>
        <source>Turned over — public</source>
        <translation>Turned over — public</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Undo</translation>
    </message>
    <message>
        <source>Take back your last meld or lay-off (U, Ctrl+Z)</source>
        <translation>Take back your last meld or lay-off (U, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Drag a meld here</source>
        <translation>Drag a meld here</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>your turn</translation>
    </message>
    <message>
        <source>Taken from the discard pile this turn: it cannot be discarded this turn</source>
        <translation>Taken from the discard pile this turn: it cannot be discarded this turn</translation>
    </message>
    <message>
        <source>Turned-over stock, next draw first: {cards}</source>
        <translation>Turned-over stock, next draw first: {cards}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} or {b}</translation>
    </message>
    <message>
        <source>A set needs three cards: add {cards}</source>
        <translation>A set needs three cards: add {cards}</translation>
    </message>
    <message>
        <source>A run needs three cards: add {cards}</source>
        <translation>A run needs three cards: add {cards}</translation>
    </message>
    <message>
        <source>Not a run: missing {cards}</source>
        <translation>Not a run: missing {cards}</translation>
    </message>
    <message>
        <source>Not a run: the suits differ ({cards})</source>
        <translation>Not a run: the suits differ ({cards})</translation>
    </message>
    <message>
        <source>Not a set: the ranks differ ({cards})</source>
        <translation>Not a set: the ranks differ ({cards})</translation>
    </message>
    <message>
        <source>The set {meld} already has four cards</source>
        <translation>The set {meld} already has four cards</translation>
    </message>
    <message>
        <source>{card} does not fit on {meld}</source>
        <translation>{card} does not fit on {meld}</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile: it cannot be your only card left</source>
        <translation>{card} was just taken from the discard pile: it cannot be your only card left</translation>
    </message>
    <message>
        <source>That is the discard you just took ({card}): keep it this turn</source>
        <translation>That is the discard you just took ({card}): keep it this turn</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard</source>
        <translation>You have drawn already: meld, lay off or discard</translation>
    </message>
    <message>
        <source>A is low only: {card} cannot go next to {meld}</source>
        <translation>A is low only: {card} cannot go next to {meld}</translation>
    </message>
    <message>
        <source>A is low only: {cards} is not a run</source>
        <translation>A is low only: {cards} is not a run</translation>
    </message>
    <message>
        <source>Not in your hand: {cards}</source>
        <translation>Not in your hand: {cards}</translation>
    </message>
    <message>
        <source>{cards} is a run: meld it on your turn</source>
        <translation>{cards} is a run: meld it on your turn</translation>
    </message>
    <message>
        <source>{cards} is a set: meld it on your turn</source>
        <translation>{cards} is a set: meld it on your turn</translation>
    </message>
    <message>
        <source>{cards} is a run: draw a card first, then meld it</source>
        <translation>{cards} is a run: draw a card first, then meld it</translation>
    </message>
    <message>
        <source>{cards} is a set: draw a card first, then meld it</source>
        <translation>{cards} is a set: draw a card first, then meld it</translation>
    </message>
    <message>
        <source>{card} fits on no meld on the table</source>
        <translation>{card} fits on no meld on the table</translation>
    </message>
    <message numerus="yes">
        <source>{card} fits on %n outlined meld(s): drag it there to lay it off</source>
        <translation>
            <numerusform>{card} fits on %n outlined meld: drag it there to lay it off</numerusform>
            <numerusform>{card} fits on %n outlined melds: drag it there to lay it off</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop cards on the table to meld, one card on a meld to lay it off, or on the discard pile</source>
        <translation>Drop cards on the table to meld, one card on a meld to lay it off, or on the discard pile</translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <translation>Discard one card at a time</translation>
    </message>
    <message>
        <source>Those cards do not all fit on that meld</source>
        <translation>Those cards do not all fit on that meld</translation>
    </message>
    <message>
        <source>Select cards first: click them, or press Space</source>
        <translation>Select cards first: click them, or press Space</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} to play</translation>
    </message>
    <message>
        <source>Your turn: meld, lay off, then discard a card</source>
        <translation>Your turn: meld, lay off, then discard a card</translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile</source>
        <translation>{name} took {card} from the discard pile</translation>
    </message>
    <message>
        <source>{level}, {style}</source>
        <comment>a bot level and its playing style</comment>
        <extracomment>The playing styles a ``hard`` opponent may take (``&quot;&quot;``: none), as the app lists them.</extracomment>
        <translation>{level}, {style}</translation>
    </message>
    <message>
        <source>Weighs each knock against playing on, and minds the match score</source>
        <translation>Weighs each knock against playing on, and minds the match score</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} is not in your hand</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile: keep it this turn</source>
        <translation>{card} was just taken from the discard pile: keep it this turn</translation>
    </message>
    <message>
        <source>{card} does not fit on that meld</source>
        <translation>{card} does not fit on that meld</translation>
    </message>
    <message>
        <source>The knocker has less deadwood than the opponent</source>
        <translation>The knocker has less deadwood than the opponent</translation>
    </message>
    <message>
        <source>Hint: discard {card}</source>
        <translation>Hint: discard {card}</translation>
    </message>
    <message>
        <source>Hint: knock with {card}</source>
        <translation>Hint: knock with {card}</translation>
    </message>
    <message>
        <source>Hint: lay off {card}</source>
        <translation>Hint: lay off {card}</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} discarded {card}</translation>
    </message>
    <message>
        <source>{name} laid off {card}</source>
        <translation>{name} laid off {card}</translation>
    </message>
    <message>
        <source>{cards} is a run: click Meld! or drop it on the table (M)</source>
        <translation>{cards} is a run: click Meld! or drop it on the table (M)</translation>
    </message>
    <message>
        <source>{cards} is a set: click Meld! or drop it on the table (M)</source>
        <translation>{cards} is a set: click Meld! or drop it on the table (M)</translation>
    </message>
    <message>
        <source>{name} melded {cards}</source>
        <translation>{name} melded {cards}</translation>
    </message>
    <message>
        <source>{name} laid off {cards}</source>
        <translation>{name} laid off {cards}</translation>
    </message>
    <message>
        <source>{name} took back {cards}</source>
        <translation>{name} took back {cards}</translation>
    </message>
    <message>
        <source>{name} discarded {cards}</source>
        <translation>{name} discarded {cards}</translation>
    </message>
    <message>
        <source>The discard pile was turned over as the new stock</source>
        <translation>The discard pile was turned over as the new stock</translation>
    </message>
    <message>
        <source>{name} went out by melding the last cards</source>
        <translation>{name} went out by melding the last cards</translation>
    </message>
    <message>
        <source>{name} went out by laying off the last card</source>
        <translation>{name} went out by laying off the last card</translation>
    </message>
    <message>
        <source>{name} went out with the last discard</source>
        <translation>{name} went out with the last discard</translation>
    </message>
    <message>
        <source>Stalemate: the stock ran out a second time</source>
        <translation>Stalemate: the stock ran out a second time</translation>
    </message>
    <message>
        <source>Stalemate: 120 turns were played and nobody went out</source>
        <translation>Stalemate: 120 turns were played and nobody went out</translation>
    </message>
    <message>
        <source>Stalemate: 500 moves were played and nobody went out</source>
        <translation>Stalemate: 500 moves were played and nobody went out</translation>
    </message>
    <message>
        <source>{text} — rummy, all in one turn!</source>
        <translation>{text} — rummy, all in one turn!</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>2 players, 10 cards: meld your hand and knock when little is left over.</source>
        <extracomment>The first deal: the player (seat 0) draws first. ♥4 ♥5 ♥6 takes the up-card ♥7; ♣8 ♦8 ♠8 is a set; after ♠2 from the stock only a ♥Q discard knocks (6 points). The second deal: the opponent (seat 1) knocks with ♥K: ♣3 ♣4 ♣5, ♦6 ♦7 ♦8, 10s.</extracomment>
        <translation>2 players, 10 cards: meld your hand and knock when little is left over.</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Draw a card</translation>
    </message>
    <message>
        <source>Every turn starts with a draw. The {card} on the discard pile fits your run {run}: drag it onto your hand (or click the discard pile).</source>
        <translation>Every turn starts with a draw. The {card} on the discard pile fits your run {run}: drag it onto your hand (or click the discard pile).</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>You hold 11 cards now: end your turn by throwing one away. The {card} fits no meld and counts 10 points: drag it onto the discard pile (or double-click it).</source>
        <translation>You hold 11 cards now: end your turn by throwing one away. The {card} fits no meld and counts 10 points: drag it onto the discard pile (or double-click it).</translation>
    </message>
    <message>
        <source>Your opponent&apos;s turn</source>
        <translation>Your opponent&apos;s turn</translation>
    </message>
    <message>
        <source>Your opponent draws and discards. Every move of the hand is listed on the right, under Moves of this hand.</source>
        <translation>Your opponent draws and discards. Every move of the hand is listed on the right, under Moves of this hand.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Melds</translation>
    </message>
    <message>
        <source>Three or more cards of one rank (a set) or in a row of one suit (a run) are a meld; the other cards are deadwood and count against you. A bar under the cards marks each meld. Click Melds under Arrange your hand: your melds {run} and {set} move side by side.</source>
        <translation>Three or more cards of one rank (a set) or in a row of one suit (a run) are a meld; the other cards are deadwood and count against you. A bar under the cards marks each meld. Click Melds under Arrange your hand: your melds {run} and {set} move side by side.</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <source>This time draw from the stock: drag the face-down pile onto your hand (or click it).</source>
        <translation>This time draw from the stock: drag the face-down pile onto your hand (or click it).</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Your deadwood is {cards}: 16 points. Throw the {card} away face down to knock: 6 points are left, within the knock limit of 10. Drag the {card} onto the knock area, look at the melds the dialog shows, and confirm.</source>
        <translation>Your deadwood is {cards}: 16 points. Throw the {card} away face down to knock: 6 points are left, within the knock limit of 10. Drag the {card} onto the knock area, look at the melds the dialog shows, and confirm.</translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation>The hand is scored</translation>
    </message>
    <message>
        <source>Your opponent lays off what fits your melds (its {card} on your run), then the hand is scored: the window that opens shows your points. Close it and click Next.</source>
        <translation>Your opponent lays off what fits your melds (its {card} on your run), then the hand is scored: the window that opens shows your points. Close it and click Next.</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Lay off</translation>
    </message>
    <message>
        <source>A new deal, the other way round: your opponent has knocked and shows its melds. Your {card} fits its run {run}: drag it onto that run (it is outlined) to lay it off. It then no longer counts against you.</source>
        <translation>A new deal, the other way round: your opponent has knocked and shows its melds. Your {card} fits its run {run}: drag it onto that run (it is outlined) to lay it off. It then no longer counts against you.</translation>
    </message>
    <message>
        <source>Done laying off</source>
        <translation>Done laying off</translation>
    </message>
    <message>
        <source>Nothing else of yours fits. Click Done laying off in the panel to end the hand.</source>
        <translation>Nothing else of yours fits. Click Done laying off in the panel to end the hand.</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>Well done</translation>
    </message>
    <message>
        <source>That is Jin Rummy: draw, discard, meld, knock, lay off. Start a match with Game → New match…; this tutorial stays in Help.</source>
        <translation>That is Jin Rummy: draw, discard, meld, knock, lay off. Start a match with Game → New match…; this tutorial stays in Help.</translation>
    </message>
    <message>
        <source>2 to 4 players: put melds on the table and be the first without cards.</source>
        <extracomment>The player (seat 0) draws first; ♥7 from the stock makes ♥5 ♥6 ♥7; ♠Q fits North&apos;s run; North throws ♥8 away, which fits the player&apos;s run.</extracomment>
        <translation>2 to 4 players: put melds on the table and be the first without cards.</translation>
    </message>
    <message>
        <source>Your turn starts with a draw: drag the stock (the face-down pile) onto your hand, or click it.</source>
        <translation>Your turn starts with a draw: drag the stock (the face-down pile) onto your hand, or click it.</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Meld</translation>
    </message>
    <message>
        <source>You drew the {card}: with {pair} it is a run. Click the three cards to pick them, then drag them onto the free table (or press M).</source>
        <translation>You drew the {card}: with {pair} it is a run. Click the three cards to pick them, then drag them onto the free table (or press M).</translation>
    </message>
    <message>
        <source>A card that fits a meld on the table can be laid off, whoever&apos;s meld it is. Your {card} fits North&apos;s run {run}: drag it onto that run.</source>
        <translation>A card that fits a meld on the table can be laid off, whoever&apos;s meld it is. Your {card} fits North&apos;s run {run}: drag it onto that run.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Changed your mind? Until you discard, Undo takes back this turn&apos;s melds and lay-offs, the last one first. Click Undo on the table (or press U): the {card} comes back to your hand.</source>
        <translation>Changed your mind? Until you discard, Undo takes back this turn&apos;s melds and lay-offs, the last one first. Click Undo on the table (or press U): the {card} comes back to your hand.</translation>
    </message>
    <message>
        <source>End your turn by throwing a card away: drag the {card} onto the discard pile (or double-click it).</source>
        <translation>End your turn by throwing a card away: drag the {card} onto the discard pile (or double-click it).</translation>
    </message>
    <message>
        <source>North&apos;s turn</source>
        <translation>North&apos;s turn</translation>
    </message>
    <message>
        <source>North draws and discards. Every move is listed in the panel on the right.</source>
        <translation>North draws and discards. Every move is listed in the panel on the right.</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Take the discard</translation>
    </message>
    <message>
        <source>North threw away the {card}, and it fits your run. Take it: drag the discard pile onto your hand (or click it).</source>
        <translation>North threw away the {card}, and it fits your run. Take it: drag the discard pile onto your hand (or click it).</translation>
    </message>
    <message>
        <source>Lay off on your own meld</source>
        <translation>Lay off on your own meld</translation>
    </message>
    <message>
        <source>Lay the {card} off onto your run {run}. (The {queen} still fits North&apos;s run too.)</source>
        <translation>Lay the {card} off onto your run {run}. (The {queen} still fits North&apos;s run too.)</translation>
    </message>
    <message>
        <source>You know the moves of Rummy. The first player without cards wins the hand: play this one out against North, or close the tutorial.</source>
        <translation>You know the moves of Rummy. The first player without cards wins the hand: play this one out against North, or close the tutorial.</translation>
    </message>
</context>
<context>
    <name>TutorialWindow</name>
    <message>
        <source>Tutorial: {game}</source>
        <extracomment>The refusal code of a move the step does not ask for. The level the bots play at once the lesson is over and the hand is the player&apos;s (the level the tutorial&apos;s table names them by: ``load_hand``&apos;s own). The guide stands out from the window: a warm paper tone, refusals in dark orange. The guide&apos;s words grow with a tall window (× window height / this, at most ×1.35). How the guide&apos;s word-wrapped labels break their lines (for measuring them). The tutorial window closed (the held match plays on). The welcome&apos;s chosen match, not dealt yet (a first run&apos;s &quot;tutorial first&quot;): closing the tutorial deals it; Play a match… opens New match starting from it.</extracomment>
        <translation>Tutorial: {game}</translation>
    </message>
    <message>
        <source>Step {n} of {count}: {title}</source>
        <translation>Step {n} of {count}: {title}</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>&amp;Play a match…</source>
        <translation>&amp;Play a match…</translation>
    </message>
    <message>
        <source>&amp;Close tutorial</source>
        <translation>&amp;Close tutorial</translation>
    </message>
    <message>
        <source>Not that move now: this step is “{title}”, as the line above says.</source>
        <translation>Not that move now: this step is “{title}”, as the line above says.</translation>
    </message>
    <message>
        <source>Read this step, then click Next.</source>
        <translation>Read this step, then click Next.</translation>
    </message>
</context>
<context>
    <name>UpcardTerms</name>
    <message>
        <source>Up-card {card}</source>
        <translation>Up-card {card}</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Gin only</translation>
    </message>
    <message>
        <source>Knock at {limit} or less</source>
        <translation>Knock at {limit} or less</translation>
    </message>
    <message>
        <source>Spades: hand doubled</source>
        <translation>Spades: hand doubled</translation>
    </message>
</context>
<context>
    <name>VerifyBox</name>
    <message>
        <source>Verify the deals</source>
        <translation>Verify the deals</translation>
    </message>
    <message>
        <source>Commitment: {commitment}
Seed: {seed}
Salt: {salt}
The match was {how}.</source>
        <translation>Commitment: {commitment}
Seed: {seed}
Salt: {salt}
The match was {how}.</translation>
    </message>
    <message>
        <source>Your words: {words}
App secret: {secret}</source>
        <translation>Your words: {words}
App secret: {secret}</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <extracomment>Each language by its own name (never translated: the reader may not know the other). Wide enough for each game&apos;s line beside its name. The level chosen unless the player picks another (the usual default). ``play``, ``tutorial`` or ``skip`` once answered.</extracomment>
        <translation>Welcome</translation>
    </message>
    <message>
        <source>Welcome to 金拉米 Desktop</source>
        <translation>Welcome to 金拉米 Desktop</translation>
    </message>
    <message>
        <source>Two card games against bots. Choose the language, a game and how well your opponents play; everything can be changed later (Settings, Game → New match…). Help → Tutorial teaches each game on a hand of its own.</source>
        <translation>Two card games against bots. Choose the language, a game and how well your opponents play; everything can be changed later (Settings, Game → New match…). Help → Tutorial teaches each game on a hand of its own.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chinese</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Easy bots make mistakes; Expert ones think a second and rarely do.</source>
        <translation>Easy bots make mistakes; Expert ones think a second and rarely do.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>Play the &amp;tutorial first</source>
        <translation>Play the &amp;tutorial first</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Skip</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>usage: </source>
        <translation>usage: </translation>
    </message>
    <message>
        <source>:</source>
        <comment>the colon after a heading</comment>
        <extracomment>The choices of ``--screenshot-at``: moments of a hand or a match, then screens.</extracomment>
        <translation>:</translation>
    </message>
    <message>
        <source>金拉米 Desktop: two card games against bots, 金拉米 (Jin Rummy) and 拉米纸牌 (Rummy).</source>
        <translation>金拉米 Desktop: two card games against bots, 金拉米 (Jin Rummy) and 拉米纸牌 (Rummy).</translation>
    </message>
    <message>
        <source>Exit status of --smoke and --screenshot: 0 done (with --screenshot-at statistics, review or drills, what the player is told about the data folder, such as a damaged file moved aside, is said on standard error too), 1 an error (on standard error), 2 a wrong command line, 3 the picture could not be saved, 4 another instance is using the data folder, 5 not done within two minutes, 6 (--smoke) the installed fonts would show the text as empty boxes.</source>
        <translation>Exit status of --smoke and --screenshot: 0 done (with --screenshot-at statistics, review or drills, what the player is told about the data folder, such as a damaged file moved aside, is said on standard error too), 1 an error (on standard error), 2 a wrong command line, 3 the picture could not be saved, 4 another instance is using the data folder, 5 not done within two minutes, 6 (--smoke) the installed fonts would show the text as empty boxes.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>keep saves, statistics and settings in DIR instead of the user folders</source>
        <translation>keep saves, statistics and settings in DIR instead of the user folders</translation>
    </message>
    <message>
        <source>seed of the first match (reproducible)</source>
        <translation>seed of the first match (reproducible)</translation>
    </message>
    <message>
        <source>the game of the first match: jinlami (金拉米, 2 players) or rummy (拉米纸牌, 2-4 players); default: jinlami for --smoke/--screenshot, else the last choice</source>
        <translation>the game of the first match: jinlami (金拉米, 2 players) or rummy (拉米纸牌, 2-4 players); default: jinlami for --smoke/--screenshot, else the last choice</translation>
    </message>
    <message>
        <source>--screenshot-at needs --screenshot FILE</source>
        <translation>--screenshot-at needs --screenshot FILE</translation>
    </message>
    <message>
        <source>language of the interface (default: the saved choice or the system&apos;s); the first run&apos;s welcome screen keeps it as the saved choice</source>
        <translation>language of the interface (default: the saved choice or the system&apos;s); the first run&apos;s welcome screen keeps it as the saved choice</translation>
    </message>
    <message>
        <source>deal the first match from your words mixed with the app&apos;s secret (with --seed N, N is the secret: the same deal again); both are revealed when the match ends</source>
        <translation>deal the first match from your words mixed with the app&apos;s secret (with --seed N, N is the secret: the same deal again); both are revealed when the match ends</translation>
    </message>
    <message>
        <source>number of players (2-4) of 拉米纸牌: with --game rummy, or when it is chosen on the first run&apos;s welcome screen; you and N-1 bots</source>
        <translation>number of players (2-4) of 拉米纸牌: with --game rummy, or when it is chosen on the first run&apos;s welcome screen; you and N-1 bots</translation>
    </message>
    <message>
        <source>start the window, let a medium bot play your seat for one hand against a bot, then exit 0 (for CI)</source>
        <translation>start the window, let a medium bot play your seat for one hand against a bot, then exit 0 (for CI)</translation>
    </message>
    <message>
        <source>resume the unfinished match without asking (--smoke/--screenshot otherwise start a new one)</source>
        <translation>resume the unfinished match without asking (--smoke/--screenshot otherwise start a new one)</translation>
    </message>
    <message>
        <source>save a PNG of the main window in the middle of a hand, then exit</source>
        <translation>save a PNG of the main window in the middle of a hand, then exit</translation>
    </message>
    <message>
        <source>when --screenshot is taken: mid-hand (the default), after the hand (with result), or after a whole match (with the match-end screen); or what it shows: the first-run welcome screen, the tutorial of --game, the statistics of the data folder, the review of its last recorded hand of --game, its drills due today (the daily puzzles when there are none; these three play nothing)</source>
        <translation>when --screenshot is taken: mid-hand (the default), after the hand (with result), or after a whole match (with the match-end screen); or what it shows: the first-run welcome screen, the tutorial of --game, the statistics of the data folder, the review of its last recorded hand of --game, its drills due today (the daily puzzles when there are none; these three play nothing)</translation>
    </message>
    <message>
        <source>window size for --screenshot and --smoke (default 1280x800)</source>
        <translation>window size for --screenshot and --smoke (default 1280x800)</translation>
    </message>
    <message>
        <source>card animations of a --smoke or --screenshot run (default: fast for --smoke, off for --screenshot)</source>
        <translation>card animations of a --smoke or --screenshot run (default: fast for --smoke, off for --screenshot)</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>show the version and exit</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>show this help and exit</translation>
    </message>
    <message>
        <source>--animations needs --smoke or --screenshot FILE</source>
        <translation>--animations needs --smoke or --screenshot FILE</translation>
    </message>
</context>
</TS>
