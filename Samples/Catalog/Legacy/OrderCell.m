#import "OrderCell.h"

@implementation OrderCell

- (void)configure {
    // The cell keeps the block, and the block keeps the cell.
    self.onReorder = ^{ // expect: strong_self_capture
        [self reload];
    };
    // Correct counterpart: the block captures a weak reference.
    __weak typeof(self) weakSelf = self;
    self.onShare = ^{
        [weakSelf reload];
    };
}

- (void)reload {
}

@end
