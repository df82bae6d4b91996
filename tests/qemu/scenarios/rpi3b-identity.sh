# shellcheck shell=bash disable=SC2046
board=rpi3b
desc="Pi 3 B identity: QEMU's usb-net at port 1.1, where the in-tree ethernet@1 (usb424,ec00, with address and label) is: one warning, neither address nor label used"
overlay=identity.dtso
timeout=240
qemu_args=(
	-device usb-hub,bus=usb-bus.0,port=1
	$(usb_net usb-bus.0 1.1 52:54:00:12:34:01)
)
