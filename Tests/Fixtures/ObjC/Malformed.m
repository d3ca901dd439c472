#import "DoesNotExist.h"
#import <UIKit/UIKit.h>
#define BROKEN_MACRO(x) (x +

@interface Half : NSObject
@property (nonatomic) id<UnknownDelegate> delegate;
@property (nonatomic, weak) UIView *view;
- (void)unterminated
@end
@end
@end

@implementation Half
- (void)run {
    [[UnknownService alloc] initWith:
    self.delegate = self;
    ^{ [self run]; 
}
@interface Nested : NSObject {
@end
