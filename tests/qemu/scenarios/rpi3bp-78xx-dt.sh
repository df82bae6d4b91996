# shellcheck shell=bash
board=rpi3bp
desc="Pi 3 B+, in-tree dtb (QEMU's hubs in place of the LAN7515's two levels) + an address on ethernet@1: the real lan78xx on the emulated LAN7800 at 1.1.1 gets the node and takes the address (interface, chip)"
overlay=lan-dt.dtso
timeout=240
EMU_DEVICE=lan7800
EMU_PORT=1.1.1
EMU_EXPECT=02:11:22:33:78:00
EMU_NODE=/soc/usb@7e980000/usb-port@1/usb-port@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
